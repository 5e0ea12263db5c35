import * as React from "react";
import { SpecialPage } from "../components/SpecialPage/SpecialPage";
import { ClientOnly } from "../components/ClientOnly/ClientOnly";

// The vote app and its topics are one chunk, requested in the browser after the page has mounted.
const VoteApp = React.lazy(() => import("../components/VoteApp/VoteApp"));

/** Vote page: readers tell the documentation team which topics to write about next. */
export default function VotePage(): React.ReactElement {
  const lead = (
    <p>
      Which topics should the documentation cover next? Vote a topic up if you would read it, down if it is not worth
      the writers' time. Your choices help decide what gets written first.
    </p>
  );
  return (
    <SpecialPage
      title="Vote"
      description="Vote on the documentation topics webpack's writers should work on next."
      path="/vote/"
      lead={lead}
    >
      <ClientOnly loadingText="Loading the vote app…">
        <VoteApp />
      </ClientOnly>
    </SpecialPage>
  );
}
