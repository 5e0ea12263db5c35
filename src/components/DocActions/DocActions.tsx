import * as React from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { announce } from "../../site/reader-events";
import * as styles from "./DocActions.module.css";

export interface DocActionsProps {
  editUrl: string;
  repo?: string | null;
}

/** "Jump to Repository" (external pages only), "Edit Document" and "Print Document". */
export function DocActions({ editUrl, repo }: DocActionsProps): React.ReactElement {
  // The pre-rendered button has no click handler until React hydrates; keep it disabled till then
  // so a click never silently does nothing.
  const hydrated = useHydrated();
  return (
    <div className={`${styles.actions} no-print`}>
      {repo && <a href={repo}>Jump to Repository</a>}
      <a href={editUrl} onClick={() => announce({ type: "edit-document" })}>
        Edit Document
      </a>
      <button
        type="button"
        className={styles.print}
        disabled={!hydrated}
        onClick={() => {
          // Before the dialog: print() blocks the page until the reader closes it.
          announce({ type: "print-document" });
          window.print();
        }}
      >
        Print Document
      </button>
    </div>
  );
}
