import * as React from "react";
import * as styles from "./CodeSample.module.css";

export interface CodeSampleProps {
  /** File name shown above the code. */
  file: string;
  language: string;
  /** Markup highlighted at build time (src/node/home-page.ts); no highlighter runs in the browser. */
  html: string;
}

/** A short, pre-highlighted code sample with its file name. */
export function CodeSample({ file, language, html }: CodeSampleProps): React.ReactElement {
  return (
    <figure className={styles.sample}>
      <figcaption className={styles.file}>{file}</figcaption>
      <pre className={`${styles.pre} language-${language}`}>
        <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </figure>
  );
}
