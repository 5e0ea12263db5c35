import type { GatsbyNode } from "gatsby";
import { requireGatsbyVersion } from "../gatsby-version";

/** Stops the build on a Gatsby this plugin was not written for (see ../gatsby-version.ts). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  requireGatsbyVersion("gatsby-plugin-reader-analytics", reporter);
};
