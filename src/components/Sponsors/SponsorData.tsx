import * as React from "react";
import data from "../../../content/data/sponsors.json";
import { SponsorLists } from "./SponsorLists";
import { toSponsors } from "./sponsors";

const sponsors = toSponsors(data.sponsors);

/** Lazy chunk: the sponsors snapshot of content/data/sponsors.json, rendered as the rank lists. */
export default function SponsorData(): React.ReactElement {
  return <SponsorLists sponsors={sponsors} />;
}
