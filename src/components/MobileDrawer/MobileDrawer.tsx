import * as React from "react";
import { SiteLink } from "../SiteLink/SiteLink";
import { EXTERNAL_LINKS } from "../../site/links";
import type { DrawerSection } from "../../site/drawer-index";
import { DRAWER_SECTIONS, sectionOf, sectionUrl } from "../../site/sections";
import { Icon } from "../Icon/Icon";
import { useDrawerIndex } from "./use-drawer-index";
import * as styles from "./MobileDrawer.module.css";

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  pathname: string;
}

/** The sections to list: the fetched index (every section's pages), else links to the sections. */
function drawerSections(index: DrawerSection[] | null): DrawerSection[] {
  if (index) return index;
  return DRAWER_SECTIONS.map(({ id, title }) => ({ section: id, title, url: sectionUrl(id), pages: [] }));
}

/** Phone-sized navigation drawer: every section with its pages. */
export function MobileDrawer({ open, onClose, pathname }: MobileDrawerProps): React.ReactElement {
  const panel = React.useRef<HTMLDivElement>(null);
  const closeButton = React.useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = React.useState(false);
  if (open && !wanted) setWanted(true);
  const sections = drawerSections(useDrawerIndex(wanted));
  const currentSection = sectionOf(pathname);

  React.useEffect(() => {
    // Closed: out of the tab order and the accessibility tree. Open: the page behind stays still.
    panel.current?.toggleAttribute("inert", !open);
    if (!open) return undefined;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    closeButton.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const keepFocusInside = (event: React.KeyboardEvent): void => {
    if (event.key === "Escape") {
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const focusable = panel.current.querySelectorAll<HTMLElement>("a[href], button, summary");
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={`${styles.drawer} ${open ? styles.open : ""} no-print`}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" data-testid="drawer-backdrop" />
      {/* A modal dialog keeps Tab inside and closes on Escape: the keys come from the controls in it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panel}
        id="documentation-drawer"
        className={styles.panel}
        role="dialog"
        aria-modal={open}
        aria-label="Documentation sections"
        aria-hidden={!open}
        onKeyDown={keepFocusInside}
      >
        <div className={styles.top}>
          <SiteLink to="/" className={styles.logo} onClick={onClose}>
            webpack
          </SiteLink>
          <button
            ref={closeButton}
            type="button"
            className={styles.close}
            aria-label="Close navigation menu"
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <ul className={styles.sections}>
          {sections.map((entry) => (
            <li key={entry.section}>
              {entry.pages.length > 0 ? (
                <details open={entry.section === currentSection}>
                  <summary className={styles.section}>{entry.title}</summary>
                  <ul className={styles.pages}>
                    {entry.pages.map((page) => (
                      <li key={page.url}>
                        <SiteLink to={page.url} onClick={onClose}>
                          {page.title}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <SiteLink to={entry.url} className={styles.section} onClick={onClose}>
                  {entry.title}
                </SiteLink>
              )}
            </li>
          ))}
        </ul>
        <ul className={styles.extra}>
          <li>
            <SiteLink to="/vote/" onClick={onClose}>
              Vote
            </SiteLink>
          </li>
          <li>
            <a href={EXTERNAL_LINKS.blog}>Blog</a>
          </li>
          <li>
            <a href={EXTERNAL_LINKS.github}>GitHub</a>
          </li>
        </ul>
      </div>
    </div>
  );
}
