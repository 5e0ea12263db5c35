import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { requireGatsbyVersion } from "../gatsby-version";
import { loaderProblems, navigationProblems, productionAppProblems, staticEntryProblems } from "./assumptions";

const NAME = "gatsby-plugin-resilient-start";

/** Stops every build (and `gatsby develop`) when Gatsby's runtime no longer works as gatsby-runtime.ts assumes. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  requireGatsbyVersion(NAME, reporter);
  const siteRequire = createRequire(join(process.cwd(), "package.json"));
  const source = (request: string) => readFileSync(siteRequire.resolve(request), "utf8");
  const problems = [
    ...productionAppProblems(source("gatsby/cache-dir/production-app.js")),
    ...loaderProblems(source("gatsby/cache-dir/loader.js")),
    ...staticEntryProblems(source("gatsby/cache-dir/static-entry.js")),
    ...navigationProblems({
      "navigation.js": source("gatsby/cache-dir/navigation.js"),
      "gatsby-link": source("gatsby-link"),
    }),
  ];
  if (problems.length > 0) {
    reporter.panic(`${NAME}: ${problems.join("; ")}; see plugins/${NAME}/README.md`);
  }
};
