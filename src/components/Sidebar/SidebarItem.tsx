import * as React from "react";
import { SiteLink } from "../SiteLink/SiteLink";
import type { SidebarEntry } from "../../site/page-context";
import { isPlainLeftClick } from "../../site/plain-click";
import * as styles from "./Sidebar.module.css";

export interface SidebarItemProps {
  page: SidebarEntry;
  currentUrl: string;
}

/** A plain left click on the page the reader is on scrolls to its top; modified clicks open tabs. */
export function scrollToTopOnPlainClick(event: React.MouseEvent<HTMLAnchorElement>): void {
  if (!isPlainLeftClick(event)) return;
  event.preventDefault();
  if (window.location.hash) window.history.replaceState(window.history.state, "", window.location.pathname);
  window.scrollTo({ top: 0 });
}

/**
 * One sidebar entry: open when it is the current page, toggled by its
 * button to show the page's anchors (level 2 and below), the button disabled without anchors.
 */
export function SidebarItem({ page, currentUrl }: SidebarItemProps): React.ReactElement {
  const current = page.url === currentUrl;
  const anchors = page.anchors.filter((anchor) => anchor.level >= 2);
  const [open, setOpen] = React.useState(current);
  React.useEffect(() => {
    if (current) setOpen(true);
  }, [current]);
  const listId = `sidebar-anchors-${page.url.replace(/[^a-z0-9]+/gi, "-")}`;
  const expanded = open && anchors.length > 0;
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.toggle}
          aria-label={`${expanded ? "Hide" : "Show"} sections of ${page.title}`}
          aria-expanded={expanded}
          aria-controls={anchors.length > 0 ? listId : undefined}
          disabled={anchors.length === 0}
          onClick={() => setOpen((value) => !value)}
        >
          <svg
            viewBox="0 0 12 12"
            width="10"
            height="10"
            aria-hidden="true"
            focusable="false"
            className={expanded ? styles.turned : undefined}
          >
            <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
        {/* Said here, not left to SiteLink: the build renders the sidebar slice apart from Layout,
            which knows the current path. */}
        <SiteLink
          to={page.url}
          aria-current={current ? "page" : undefined}
          className={current ? styles.current : undefined}
          onClick={current ? scrollToTopOnPlainClick : undefined}
        >
          {page.title}
        </SiteLink>
      </div>
      {expanded && (
        <ul id={listId} className={styles.anchors}>
          {anchors.map((anchor) => (
            <li key={anchor.id} className={anchor.level > 2 ? styles.nested : undefined}>
              <a href={current ? `#${anchor.id}` : `${page.url}#${anchor.id}`}>{anchor.title}</a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
