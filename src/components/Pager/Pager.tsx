import * as React from "react";
import { Link } from "gatsby";
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
        <Link to={previous.url} rel="prev" className={styles.previous}>
          <span>« Previous</span>
          <span className={styles.title}>{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link to={next.url} rel="next" className={styles.next}>
          <span>Next »</span>
          <span className={styles.title}>{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
