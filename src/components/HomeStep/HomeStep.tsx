import * as React from "react";
import { StaticHtml } from "../StaticHtml/StaticHtml";
import * as styles from "./HomeStep.module.css";

export interface HomeStepProps {
  /** Id of the h2, so the step can be linked to (#write-your-code). */
  id: string;
  title: string;
  /** The code sample as build-time HTML: the same code block as the docs' fences. */
  sampleHtml: string;
  children: React.ReactNode;
}

/** One step of the home page: an anchored heading and its text beside a code sample. */
export function HomeStep({ id, title, sampleHtml, children }: HomeStepProps): React.ReactElement {
  return (
    <section className={styles.step} aria-labelledby={id}>
      <div className={styles.text}>
        <h2 id={id}>{title}</h2>
        {children}
      </div>
      <StaticHtml className={styles.sample} html={sampleHtml} />
    </section>
  );
}
