import * as React from "react";
import topics from "../../../content/data/vote-topics.json";
import { VoteBoard } from "./VoteBoard";
import { VOTE_SERVICE_URL } from "../../site/vote-service";

/** Lazy chunk: the vote board with the topics of content/data/vote-topics.json. */
export default function VoteApp(): React.ReactElement {
  return <VoteBoard topics={topics} serviceUrl={VOTE_SERVICE_URL} />;
}
