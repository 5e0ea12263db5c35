import * as React from "react";
import type { HomeCodeSample } from "../../node/home-page";
import { CodeBlock } from "../CodeBlock/CodeBlock";
import * as styles from "./HomeStep.module.css";

export interface HomeStepProps {
  /** Id of the h2, so the step can be linked to (#write-your-code). */
  id: string;
  title: string;
  sample: HomeCodeSample;
  children: React.ReactNode;
}

/** One step of the home page: an anchored heading and its text beside a code sample. */
export function HomeStep({ id, title, sample, children }: HomeStepProps): React.ReactElement {
  return (
    <section className={styles.step} aria-labelledby={id}>
      <div className={styles.text}>
        <h2 id={id}>{title}</h2>
        {children}
      </div>
      {/* The same block as the docs' code fences: file name, build-time highlighting, copy button. */}
      <CodeBlock data-language={sample.language} data-title={sample.file}>
        <code className={`language-${sample.language}`} dangerouslySetInnerHTML={{ __html: sample.html }} />
      </CodeBlock>
    </section>
  );
}
