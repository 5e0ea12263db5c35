import * as React from "react";
import { SiteLink } from "../SiteLink/SiteLink";
import * as styles from "./NextSteps.module.css";

/** Where to go after the home page: the getting-started guide and the concepts section. */
export function NextSteps(): React.ReactElement {
  return (
    <nav className={styles.next} aria-label="Next steps">
      <SiteLink to="/guides/getting-started/" className="button">
        Get Started
      </SiteLink>
      <SiteLink to="/concepts/">Learn the core concepts</SiteLink>
    </nav>
  );
}
