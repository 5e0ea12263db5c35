import * as React from "react";
import { SiteLink } from "../SiteLink/SiteLink";
import type { SidebarEntry, SidebarGroup } from "../../site/page-context";
import { EXTERNAL_LINKS } from "../../site/links";
import { SidebarItem } from "./SidebarItem";
import * as styles from "./Sidebar.module.css";

export interface SidebarProps {
  sidebar: Array<SidebarGroup<SidebarEntry>>;
  currentUrl: string;
  printableUrl: string | null;
}

/** Desktop sidebar: the section's pages in reading order, grouped, with the current page's anchors. */
export function Sidebar({ sidebar, currentUrl, printableUrl }: SidebarProps): React.ReactElement {
  return (
    <nav aria-label="Section" className={styles.sidebar}>
      {sidebar.map((block) => (
        <div key={block.group ?? `ungrouped-${block.pages[0]?.url}`} className={styles.block}>
          {block.group && <h2 className={styles.group}>{block.group}</h2>}
          <ul className={styles.list}>
            {block.pages.map((page) => (
              <SidebarItem key={page.url} page={page} currentUrl={currentUrl} />
            ))}
          </ul>
        </div>
      ))}
      {printableUrl && (
        <p className={styles.print}>
          <SiteLink to={printableUrl}>Print Section</SiteLink>
        </p>
      )}
      <p className={styles.version}>
        You are reading the webpack 5 documentation. Looking for older docs? See the{" "}
        <a href={EXTERNAL_LINKS.webpack4Docs}>webpack 4 documentation</a>.
      </p>
    </nav>
  );
}
