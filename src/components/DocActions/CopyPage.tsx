import * as React from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { COPY_FEEDBACK_MS } from "../StaticHtml/islands";
import { copyMarkdown } from "./copy-markdown";
import * as styles from "./DocActions.module.css";

export interface CopyPageProps {
  /** Site path of the page's Markdown twin, e.g. /concepts/output.md. */
  markdownUrl: string;
}

type Feedback = "" | "Copied" | "Copy failed";

/**
 * "Copy page" (the page's Markdown twin onto the clipboard) and "View as Markdown" (the twin
 * itself). The outcome is shown next to the button in a polite live region, so screen readers
 * announce it without moving focus; the button keeps its name.
 */
export function CopyPage({ markdownUrl }: CopyPageProps): React.ReactElement {
  const hydrated = useHydrated();
  const [feedback, setFeedback] = React.useState<Feedback>("");
  const timer = React.useRef<number>();
  React.useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = (text: Feedback) => {
    setFeedback(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setFeedback(""), COPY_FEEDBACK_MS);
  };
  const copy = () => {
    copyMarkdown(markdownUrl).then(
      () => show("Copied"),
      () => show("Copy failed"),
    );
  };
  return (
    <>
      {/* Disabled until hydrated, like Print Document: a click before React runs would do nothing. */}
      <button type="button" className={styles.button} disabled={!hydrated} onClick={copy}>
        Copy page
      </button>
      <a href={markdownUrl} type="text/markdown">
        View as Markdown
      </a>
      {/* Last in the row, so the message appearing moves none of the controls. */}
      <span role="status" aria-live="polite" className={styles.feedback}>
        {feedback}
      </span>
    </>
  );
}
