import { join } from "node:path";
import { webpackAssumptionProblems, readGatsbysWebpack } from "../assumptions";

const ROOT = join(__dirname, "..", "..", "..");
const installed = (file: string): string => readGatsbysWebpack(ROOT, file);

describe("the webpack Gatsby runs", () => {
  it("saves the build dependencies after the done hook, as this plugin assumes", () => {
    expect(webpackAssumptionProblems(installed)).toEqual([]);
  });

  it("is reported by file when that changes", () => {
    const changed = (file: string): string =>
      file.endsWith("Watching.js")
        ? installed(file).replace(/storeBuildDependencies/g, "storeDependencies")
        : installed(file);
    expect(webpackAssumptionProblems(changed)).toEqual([
      "webpack/lib/Watching.js no longer saves compilation.buildDependencies after the done hook",
    ]);
  });
});
