import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { loaderProblems, productionAppProblems } from "./assumptions";

const NAME = "gatsby-plugin-resilient-start";

/** Stops every build (and `gatsby develop`) when Gatsby's start-up no longer works as start.ts assumes. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const siteRequire = createRequire(join(process.cwd(), "package.json"));
  const source = (file: string) =>
    readFileSync(siteRequire.resolve(`gatsby/cache-dir/${file}`), "utf8");
  const problems = [
    ...productionAppProblems(source("production-app.js")),
    ...loaderProblems(source("loader.js")),
  ];
  if (problems.length > 0) {
    reporter.panic(`${NAME}: ${problems.join("; ")}; see plugins/${NAME}/README.md`);
  }
};
