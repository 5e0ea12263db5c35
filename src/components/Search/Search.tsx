import * as React from "react";
import { USE_ALGOLIA } from "../../site/algolia-config";
import { useSearchShortcuts } from "./use-search-shortcuts";
import * as styles from "./Search.module.css";

// DocSearch's modal, its styles and the index client load on first use, not with every page.
const SearchModal = React.lazy(() => import("./SearchModal"));

/** Starts loading the modal and, for the local search, the index: the reader is about to search. */
function preload(): void {
  void import("./SearchModal");
  if (!USE_ALGOLIA)
    void import("../../search/client").then(({ fetchSearchIndex }) => fetchSearchIndex().catch(() => undefined));
}

/**
 * The navigation's search: a button, Ctrl/Cmd+K and "/", and DocSearch's modal on demand. The
 * button is our own (DocSearch's would bring DocSearch into every page's scripts).
 */
export function Search(): React.ReactElement {
  const [open, setOpen] = React.useState(false);
  const [initialQuery, setInitialQuery] = React.useState<string | undefined>();
  const [mac, setMac] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => setMac(/Mac|iPhone|iPad/.test(navigator.platform)), []);
  const onClose = React.useCallback(() => {
    setOpen(false);
    setInitialQuery(undefined);
    button.current?.focus();
  }, []);
  useSearchShortcuts({
    open,
    onOpen: () => setOpen(true),
    onClose,
    onType: (key) => {
      setInitialQuery(key);
      setOpen(true);
    },
    button,
  });
  return (
    <div className={styles.search}>
      {/* Named by what it shows ("Search Ctrl K" where the hint shows, else "Search"), so a
          reader who says what they see reaches it; the spaces keep its words apart. */}
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-keyshortcuts={mac ? "Meta+K /" : "Control+K /"}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <svg className={styles.icon} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M14.4 12.9l4.3 4.3-1.5 1.5-4.3-4.3a7.5 7.5 0 111.5-1.5zM8.5 14a5.5 5.5 0 100-11 5.5 5.5 0 000 11z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.label}>Search</span>{" "}
        <span className={styles.keys}>
          <kbd>{mac ? "⌘" : "Ctrl"}</kbd> <kbd>K</kbd>
        </span>
      </button>
      {open && (
        <React.Suspense fallback={null}>
          <SearchModal initialQuery={initialQuery} onClose={onClose} />
        </React.Suspense>
      )}
    </div>
  );
}
