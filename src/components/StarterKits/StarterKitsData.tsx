import * as React from "react";
import kits from "../../../content/data/starter-kits.json";
import { StarterKitsTable } from "./StarterKitsTable";

/** Lazy chunk: the table with the kits of content/data/starter-kits.json. */
export default function StarterKitsData(): React.ReactElement {
  return <StarterKitsTable kits={kits} />;
}
