import * as React from "react";
import { nextMenuIndex } from "./menu-keys";
import * as styles from "./Dropdown.module.css";

export interface DropdownItem {
  title: string;
  url: string;
  lang?: string;
}

export interface DropdownLinkProps {
  className: string;
  onClick: () => void;
  /** The menu's keys (arrows, Escape), handled where focus is: the button or an entry. */
  onKeyDown: (event: React.KeyboardEvent) => void;
  /** Lets the menu move focus between entries. */
  setRef: (element: HTMLAnchorElement | null) => void;
}

export interface DropdownProps {
  /** Accessible name of the button, e.g. "Select language". */
  label: string;
  /** What the button shows (an icon or short text). */
  children: React.ReactNode;
  items: readonly DropdownItem[];
  /** Renders one entry's link; a plain anchor unless given (e.g. a SiteLink for site paths). */
  renderLink?: (item: DropdownItem, props: DropdownLinkProps) => React.ReactNode;
  align?: "start" | "end";
}

/**
 * A disclosure menu (the language dropdown): opens on hover or click; closes on mouse leave,
 * Escape (focus back to the button), focus or click outside; ArrowUp/ArrowDown wrap around.
 */
export function Dropdown({ label, children, items, renderLink, align = "start" }: DropdownProps): React.ReactElement {
  const [open, setOpen] = React.useState(false);
  const root = React.useRef<HTMLDivElement>(null);
  const button = React.useRef<HTMLButtonElement>(null);
  const links = React.useRef<Array<HTMLAnchorElement | null>>([]);
  const menuId = React.useId();
  // A click on a menu that hover just opened keeps it open rather than closing it under the pointer.
  const openedByHover = React.useRef(false);

  React.useEffect(() => {
    if (!open) return undefined;
    const closeOnOutside = (event: Event): void => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutside);
    document.addEventListener("focusin", closeOnOutside);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutside);
      document.removeEventListener("focusin", closeOnOutside);
    };
  }, [open]);

  const focusItem = (index: number): void => {
    setOpen(true);
    // The menu may be opening in this same event: focus after React has rendered it.
    requestAnimationFrame(() => links.current[index]?.focus());
  };

  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const current = links.current.findIndex((link) => link === document.activeElement);
      focusItem(nextMenuIndex(current < 0 ? null : current, event.key, items.length));
    }
  };

  const link =
    renderLink ??
    ((item: DropdownItem, { setRef, ...props }: DropdownLinkProps) => (
      <a href={item.url} hrefLang={item.lang} ref={setRef} {...props}>
        {item.title}
      </a>
    ));

  return (
    <div
      ref={root}
      className={styles.dropdown}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onKeyDown={onKeyDown}
        onClick={() => {
          const stayOpen = open && openedByHover.current;
          openedByHover.current = false;
          setOpen(stayOpen || !open);
        }}
      >
        {children}
      </button>
      <ul id={menuId} className={`${styles.menu} ${align === "end" ? styles.end : ""}`} hidden={!open}>
        {items.map((item, index) => (
          <li key={item.url}>
            {link(item, {
              setRef: (element) => {
                links.current[index] = element;
              },
              className: styles.item,
              onClick: () => setOpen(false),
              onKeyDown,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
