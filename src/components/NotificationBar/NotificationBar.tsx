import * as React from "react";
import { SiteLink } from "../SiteLink/SiteLink";
import { EXTERNAL_LINKS } from "../../site/links";
import { NOTIFICATION_VISIBLE_CLASS, dismissNotification, isNotificationDismissed } from "../../site/preferences";
import * as styles from "./NotificationBar.module.css";

/**
 * The sponsor message at the top of every page. Pre-rendered visible; the first-paint script hides
 * it for readers who dismissed it, and this component agrees once it has mounted.
 */
export function NotificationBar(): React.ReactElement | null {
  const [visible, setVisible] = React.useState(true);

  React.useEffect(() => {
    if (isNotificationDismissed()) setVisible(false);
  }, []);

  React.useEffect(() => {
    document.body.classList.toggle(NOTIFICATION_VISIBLE_CLASS, visible);
  }, [visible]);

  const dismiss = (): void => {
    dismissNotification();
    setVisible(false);
  };

  if (!visible) return null;
  return (
    <aside aria-label="Notification" className={`${styles.bar} no-print`} data-notification-bar="">
      <p className={styles.message}>
        webpack is built by volunteers and paid for by its sponsors.{" "}
        <a href={EXTERNAL_LINKS.openCollective}>Support the team on Open Collective</a> or see{" "}
        <SiteLink to="/#support-the-team">the sponsor tiers</SiteLink>.
      </p>
      <button type="button" className={styles.dismiss} aria-label="Dismiss notification" onClick={dismiss}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
