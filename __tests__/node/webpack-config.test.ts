import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig } from "../../src/node/webpack-config";

/** What the hook adds to Gatsby's config in STAGE, or null when it leaves the stage alone. */
function run(stage: string): object | null {
  let set: object | null = null;
  onCreateWebpackConfig({
    stage,
    actions: { setWebpackConfig: (config: object) => (set = config) },
  } as unknown as CreateWebpackConfigArgs);
  return set;
}

describe("webpack config", () => {
  it("writes no source maps for the production browser bundle", () => {
    expect(run("build-javascript")).toEqual({ devtool: false });
  });

  it("leaves develop and the server stages alone", () => {
    for (const stage of ["develop", "develop-html", "build-html"]) expect(run(stage)).toBeNull();
  });
});
