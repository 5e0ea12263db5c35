import * as React from "react";
import type { RouteStatus } from "../../site/route-status";
import * as styles from "./Layout.module.css";

/** The main area while the next page loads (a placeholder) or after it failed to load. */
export function RouteStatusView({ status }: { status: Exclude<RouteStatus, { state: "idle" }> }): React.ReactElement {
  if (status.state === "error") {
    return (
      <div className={styles.status} role="alert">
        <p className={styles.errorText}>Error loading content.</p>
        <p>
          The page could not be loaded. Check your connection, then <a href={status.path}>try again</a>.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.status} role="status" aria-label="Loading" aria-live="polite">
      <div className={`${styles.placeholder} ${styles.placeholderTitle}`} />
      <div className={styles.placeholder} />
      <div className={styles.placeholder} />
      <div className={`${styles.placeholder} ${styles.placeholderShort}`} />
    </div>
  );
}
