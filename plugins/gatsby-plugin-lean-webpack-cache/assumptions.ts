import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

/**
 * What this plugin assumes of the webpack Gatsby runs: it saves the cache's build dependencies
 * from `compilation.buildDependencies` only after the `done` hook, in one-off and in watch builds,
 * so that a `done` hook can still take entries out of the list.
 */
export const WEBPACK_ASSUMPTIONS: ReadonlyArray<{ file: string; pattern: RegExp }> = [
  {
    file: "webpack/lib/Compiler.js",
    pattern:
      /this\.hooks\.done\.callAsync\(stats, err => \{[^]{0,400}?storeBuildDependencies\(\s*compilation\.buildDependencies/,
  },
  {
    file: "webpack/lib/Watching.js",
    pattern:
      /hooks\.done\.callAsync\([^]{0,400}?storeBuildDependencies\([^]{0,80}?\(?compilation\)?\.buildDependencies/,
  },
];

/** Reads FILE of the webpack that the installed Gatsby resolves (it may have its own copy). */
export function readGatsbysWebpack(root: string, file: string): string {
  const gatsbyRequire = createRequire(createRequire(join(root, "package.json")).resolve("gatsby/package.json"));
  return readFileSync(gatsbyRequire.resolve(file), "utf8");
}

/** Each assumption the installed webpack no longer meets, naming its file. */
export function webpackAssumptionProblems(read: (file: string) => string): string[] {
  return WEBPACK_ASSUMPTIONS.filter(({ file, pattern }) => !pattern.test(read(file))).map(
    ({ file }) => `${file} no longer saves compilation.buildDependencies after the done hook`,
  );
}
