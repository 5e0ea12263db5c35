import * as React from "react";
import { DocSearchButton } from "@docsearch/react/button";
import { useDocSearchKeyboardEvents } from "@docsearch/react/useDocSearchKeyboardEvents";
import "@docsearch/css/dist/_variables.css";
import "@docsearch/css/dist/button.css";
import { USE_ALGOLIA } from "./algolia";
import * as styles from "./Search.module.css";

// The modal, its styles and the index client load on first use, not with every page.
const SearchModal = React.lazy(() => import("./SearchModal"));

/** The navigation's search: DocSearch's button, Ctrl/Cmd+K and "/", and the modal on demand. */
export function Search(): React.ReactElement {
  const [isOpen, setIsOpen] = React.useState(false);
  const [initialQuery, setInitialQuery] = React.useState<string | undefined>();
  const searchButtonRef = React.useRef<HTMLButtonElement>(null);
  const onOpen = React.useCallback(() => setIsOpen(true), []);
  const onClose = React.useCallback(() => setIsOpen(false), []);
  const onInput = React.useCallback((event: KeyboardEvent) => {
    setInitialQuery(event.key);
    setIsOpen(true);
  }, []);
  // Ask AI is an Algolia service this site does not use: it stays off.
  const noAskAi = React.useCallback(() => undefined, []);
  useDocSearchKeyboardEvents({ isOpen, onOpen, onClose, onInput, searchButtonRef, isAskAiActive: false, onAskAiToggle: noAskAi });
  // Pointing at or focusing the button starts loading the modal and (for local search) the index.
  const preload = React.useCallback(() => {
    void import("./SearchModal");
    if (!USE_ALGOLIA) void import("../../search/client").then(({ loadSearchIndex }) => loadSearchIndex().catch(() => undefined));
  }, []);
  return (
    <div className={styles.search} onPointerEnter={preload} onFocus={preload}>
      <DocSearchButton ref={searchButtonRef} onClick={onOpen} translations={{ buttonText: "Search", buttonAriaLabel: "Search" }} />
      {isOpen && (
        <React.Suspense fallback={null}>
          <SearchModal initialQuery={initialQuery} onClose={onClose} />
        </React.Suspense>
      )}
    </div>
  );
}
