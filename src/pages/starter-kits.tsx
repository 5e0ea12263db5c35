import * as React from "react";
import { SpecialPage } from "../components/SpecialPage/SpecialPage";
import { ClientOnly } from "../components/ClientOnly/ClientOnly";
import { StarterKitsNotice } from "../components/StarterKits/StarterKitsNotice";

// Table and data are one chunk, requested in the browser after the page has mounted.
const StarterKitsData = React.lazy(() => import("../components/StarterKits/StarterKitsData"));

/** Starter kits: community boilerplates, in a sortable, filterable table. */
export default function StarterKitsPage(): React.ReactElement {
  const lead = (
    <>
      <p>
        Starting a project from a boilerplate saves the first hour of setup. The kits below pair webpack with a
        framework, a language or a test runner; sort the table by a column or pick a tag to narrow it down.
      </p>
      <StarterKitsNotice />
    </>
  );
  return (
    <SpecialPage
      title="Starter Kits"
      description="Community boilerplates that set up webpack together with popular frameworks and tools."
      path="/starter-kits/"
      lead={lead}
    >
      <ClientOnly loadingText="Loading starter kits…">
        <StarterKitsData />
      </ClientOnly>
    </SpecialPage>
  );
}
