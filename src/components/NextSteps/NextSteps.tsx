import * as React from "react";
import { Link } from "gatsby";
import * as styles from "./NextSteps.module.css";

/** Where to go after the home page: the getting-started guide and the concepts section. */
export function NextSteps(): React.ReactElement {
  return (
    <nav className={styles.next} aria-label="Next steps">
      <Link to="/guides/getting-started/" className="button">
        Get Started
      </Link>
      <Link to="/concepts/">Learn the core concepts</Link>
    </nav>
  );
}
