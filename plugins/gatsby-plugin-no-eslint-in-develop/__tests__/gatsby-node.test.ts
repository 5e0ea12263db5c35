import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig } from "../gatsby-node";

class ESLintWebpackPlugin {}
class MiniCssExtractPlugin {}

/** Runs the hook on a config with PLUGINS; returns the config it replaced Gatsby's with, if any. */
function run(stage: string, plugins: object[]): { plugins: object[] } | null {
  let replaced: { plugins: object[] } | null = null;
  onCreateWebpackConfig({
    stage,
    getConfig: () => ({ plugins, devtool: "source-map" }),
    actions: { replaceWebpackConfig: (config: { plugins: object[] }) => (replaced = config) },
  } as unknown as CreateWebpackConfigArgs);
  return replaced;
}

const names = (config: { plugins: object[] } | null) => config?.plugins.map((plugin) => plugin.constructor.name);

describe("ESLint in gatsby develop", () => {
  it("is taken out of the develop stage, everything else kept", () => {
    const config = run("develop", [new MiniCssExtractPlugin(), new ESLintWebpackPlugin()]);
    expect(names(config)).toEqual(["MiniCssExtractPlugin"]);
    expect(config).toHaveProperty("devtool", "source-map");
  });

  it("stays in every other stage", () => {
    for (const stage of ["build-javascript", "build-html", "develop-html"]) {
      expect(run(stage, [new ESLintWebpackPlugin()])).toBeNull();
    }
  });

  it("fails loudly when Gatsby no longer adds it", () => {
    expect(() => run("develop", [new MiniCssExtractPlugin()])).toThrow(/no ESLintWebpackPlugin/);
  });
});
