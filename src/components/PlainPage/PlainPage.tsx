import * as React from "react";
import * as styles from "./PlainPage.module.css";

/** Body of a page without a sidebar (organization, starter kits, vote): spacing and a readable lead. */
export function PlainPage({ title, lead, children }: { title: string; lead: React.ReactNode; children?: React.ReactNode }): React.ReactElement {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <div className={styles.lead}>{lead}</div>
      {children}
    </div>
  );
}
