import * as React from "react";

export interface SearchShortcuts {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A printable key typed while the search button has focus: it starts the query. */
  onType: (key: string) => void;
  button: React.RefObject<HTMLButtonElement>;
}

/** Whether the key press happens in a place that takes text, where "/" means a slash. */
function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)));
}

/** Ctrl/Cmd+K toggles the search, "/" opens it outside text fields, typing on the button starts a query. */
export function useSearchShortcuts({ open, onOpen, onClose, onType, button }: SearchShortcuts): void {
  const latest = React.useRef({ open, onOpen, onClose, onType });
  latest.current = { open, onOpen, onClose, onType };
  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      const { open: isOpen, onOpen: openSearch, onClose: closeSearch, onType: type } = latest.current;
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        if (isOpen) closeSearch();
        else openSearch();
        return;
      }
      if (isOpen) return;
      if (event.key === "/" && !isEditing(event.target)) {
        event.preventDefault();
        openSearch();
        return;
      }
      if (
        document.activeElement === button.current &&
        /^[\p{L}\p{N}]$/u.test(event.key) &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey
      ) {
        event.preventDefault();
        type(event.key);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [button]);
}
