import * as React from "react";
import { useInView } from "../../hooks/use-in-view";
import { ClientOnly } from "../ClientOnly/ClientOnly";
import { EXTERNAL_LINKS } from "../../site/links";
import * as styles from "./Sponsors.module.css";

// The lists and their data are a separate chunk, requested in the browser only.
const SponsorData = React.lazy(() => import("./SponsorData"));

/**
 * How near the screen the section must come before its lists load: a first visit to the home
 * page, which shows the top, neither downloads nor lays them out while the page is starting.
 */
const SPONSORS_LOAD_MARGIN = "600px";

/** "Support the Team": why sponsorship matters, then the six rank lists (lazy, browser only, loaded near the screen). */
export function Sponsors(): React.ReactElement {
  const section = React.useRef<HTMLElement>(null);
  const near = useInView(section, SPONSORS_LOAD_MARGIN);
  return (
    <section ref={section} className={styles.support} aria-labelledby="support-the-team">
      <h2 id="support-the-team">Support the Team</h2>
      <p className={styles.lead}>
        webpack is written and maintained by volunteers. The money that companies and individuals give through{" "}
        <a href={EXTERNAL_LINKS.openCollective}>Open Collective</a> pays for maintainers' time, infrastructure and
        events — thank you to everyone listed here.
      </p>
      <ClientOnly loadingText="Loading sponsors…" when={near}>
        <SponsorData />
      </ClientOnly>
    </section>
  );
}
