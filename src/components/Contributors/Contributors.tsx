import * as React from "react";
import * as styles from "./Contributors.module.css";

export interface ContributorsProps {
  contributors: readonly string[];
}

/** Code-host profile links of the people who wrote the page. */
export function Contributors({ contributors }: ContributorsProps): React.ReactElement | null {
  if (contributors.length === 0) return null;
  return (
    <section data-testid="contributors" aria-labelledby="contributors-heading" className={styles.contributors}>
      <h2 id="contributors-heading">Contributors</h2>
      <ul className={styles.list}>
        {contributors.map((handle) => (
          <li key={handle}>
            <a href={`https://github.com/${handle}`} title={handle}>
              {handle}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
