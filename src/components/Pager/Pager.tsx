import * as React from "react";
import { SiteLink } from "../SiteLink/SiteLink";
import type { PagerLink } from "../../site/page-context";
import * as styles from "./Pager.module.css";

export interface PagerProps {
  previous: PagerLink | null;
  next: PagerLink | null;
}

/** "« Previous" and "Next »" links in sidebar order. */
export function Pager({ previous, next }: PagerProps): React.ReactElement | null {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Pagination" className={styles.pager}>
      {previous && (
        <SiteLink to={previous.url} rel="prev" className={styles.previous}>
          <span>« Previous</span>
          <span className={styles.title}>{previous.title}</span>
        </SiteLink>
      )}
      {next && (
        <SiteLink to={next.url} rel="next" className={styles.next}>
          <span>Next »</span>
          <span className={styles.title}>{next.title}</span>
        </SiteLink>
      )}
    </nav>
  );
}
