import * as React from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { announce } from "../../site/reader-events";
import { CopyPage } from "./CopyPage";
import * as styles from "./DocActions.module.css";

export interface DocActionsProps {
  editUrl: string;
  repo?: string | null;
  /** Site path of the page's Markdown twin; without it there is no Copy page or View as Markdown. */
  markdownUrl?: string | null;
}

/** "Jump to Repository" (external pages only), "Edit Document", "Print Document", "Copy page" and "View as Markdown". */
export function DocActions({ editUrl, repo, markdownUrl }: DocActionsProps): React.ReactElement {
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
        className={styles.button}
        disabled={!hydrated}
        onClick={() => {
          // Before the dialog: print() blocks the page until the reader closes it.
          announce({ type: "print-document" });
          window.print();
        }}
      >
        Print Document
      </button>
      {markdownUrl && <CopyPage markdownUrl={markdownUrl} />}
    </div>
  );
}
