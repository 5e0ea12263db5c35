import * as React from "react";
import { useInView } from "../../hooks/use-in-view";
import { Avatar } from "../Avatar/Avatar";
import * as styles from "./Contributors.module.css";

export interface ContributorsProps {
  contributors: readonly string[];
}

/** The people who wrote the page; their avatars are requested only once the list scrolls into view. */
export function Contributors({ contributors }: ContributorsProps): React.ReactElement | null {
  const section = React.useRef<HTMLElement>(null);
  const visible = useInView(section);
  if (contributors.length === 0) return null;
  return (
    <section
      ref={section}
      data-testid="contributors"
      aria-labelledby="contributors-heading"
      className={`${styles.contributors} no-print`}
    >
      <h2 id="contributors-heading">Contributors</h2>
      <ul className={styles.list}>
        {contributors.map((handle) => (
          <li key={handle}>
            <Avatar handle={handle} load={visible} />
          </li>
        ))}
      </ul>
    </section>
  );
}
