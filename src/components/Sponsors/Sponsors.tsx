import * as React from "react";
import { ClientOnly } from "../ClientOnly/ClientOnly";
import { EXTERNAL_LINKS } from "../../site/links";
import * as styles from "./Sponsors.module.css";

// The lists and their data are a separate chunk, requested in the browser after the page has mounted.
const SponsorData = React.lazy(() => import("./SponsorData"));

/** "Support the Team": why sponsorship matters, then the six rank lists (lazy, browser only). */
export function Sponsors(): React.ReactElement {
  return (
    <section className={styles.support} aria-labelledby="support-the-team">
      <h2 id="support-the-team">Support the Team</h2>
      <p className={styles.lead}>
        webpack is written and maintained by volunteers. The money that companies and individuals give through{" "}
        <a href={EXTERNAL_LINKS.openCollective}>Open Collective</a> pays for maintainers' time, infrastructure and
        events — thank you to everyone listed here.
      </p>
      <ClientOnly loadingText="Loading sponsors…">
        <SponsorData />
      </ClientOnly>
    </section>
  );
}
