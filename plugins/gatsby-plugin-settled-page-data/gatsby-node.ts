import { createRequire } from "node:module";
import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { requireGatsbyVersion } from "../gatsby-version";
import { settleFlushes, shapeProblems, type PageDataModule, type WebpackStatusModule } from "./settle-flushes";

const NAME = "gatsby-plugin-settled-page-data";

/**
 * In `gatsby develop` only (a build flushes once, at its end): replaces Gatsby's page-data flush
 * with one that never drops a request (./settle-flushes.ts). Stops on a Gatsby it was not written
 * for, or when the modules it replaces changed shape.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  requireGatsbyVersion(NAME, reporter);
  if (process.env.NODE_ENV !== "development") return;
  const gatsbyRequire = createRequire(join(process.cwd(), "package.json"));
  const pageData = gatsbyRequire("gatsby/dist/utils/page-data") as unknown;
  const webpackStatus = gatsbyRequire("gatsby/dist/utils/webpack-status") as unknown;
  const problems = shapeProblems(pageData, webpackStatus);
  if (problems.length > 0) reporter.panic(`${NAME}: ${problems.join("; ")}; see plugins/${NAME}/README.md`);
  settleFlushes(pageData as PageDataModule, webpackStatus as WebpackStatusModule);
};
