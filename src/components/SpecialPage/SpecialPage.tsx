import * as React from "react";
import { Seo } from "../Seo/Seo";
import * as styles from "./SpecialPage.module.css";

export interface SpecialPageProps {
  /** The page's h1 and the title in its head. */
  title: string;
  /** The page's meta description; the site's when absent. */
  description?: string;
  /** Site path of the page, for the canonical link. */
  path: string;
  /** Text under the h1, kept to a readable width. */
  lead?: React.ReactNode;
  children?: React.ReactNode;
}

/**
 * A page without a sidebar (organization, starter kits, vote, not-found, moved): its head tags,
 * its h1 and lead, then its content. The layout around it adds the chrome.
 */
export function SpecialPage({ title, description, path, lead, children }: SpecialPageProps): React.ReactElement {
  return (
    <div className={styles.page}>
      <Seo title={title} description={description} path={path} />
      <h1>{title}</h1>
      {lead && <div className={styles.lead}>{lead}</div>}
      {children}
    </div>
  );
}
