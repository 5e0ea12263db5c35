import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig } from "../../src/node/webpack-config";

class MiniCssExtractPlugin {
  options: Record<string, unknown> = {};
}
class ESLintWebpackPlugin {}
class OtherPlugin {}

/** Runs the hook on a config with the plugins Gatsby adds; returns the config it replaced it with. */
function run(stage: string, plugins: object[]): { plugins: object[]; devtool?: string | false } | null {
  let replaced: { plugins: object[]; devtool?: string | false } | null = null;
  onCreateWebpackConfig({
    stage,
    getConfig: () => ({ plugins, devtool: "source-map" }),
    actions: { replaceWebpackConfig: (config: { plugins: object[] }) => (replaced = config) },
  } as unknown as CreateWebpackConfigArgs);
  return replaced;
}

describe("webpack config", () => {
  it("lets CSS modules load in any order in the browser build and develop", () => {
    for (const stage of ["build-javascript", "develop"]) {
      const css = new MiniCssExtractPlugin();
      run(stage, [css, new OtherPlugin()]);
      expect(css.options).toEqual({ ignoreOrder: true });
    }
  });

  it("leaves ESLint out of develop only", () => {
    const names = (stage: string) => run(stage, [new MiniCssExtractPlugin(), new ESLintWebpackPlugin()])?.plugins.map((plugin) => plugin.constructor.name);
    expect(names("develop")).toEqual(["MiniCssExtractPlugin"]);
    expect(names("build-javascript")).toEqual(["MiniCssExtractPlugin", "ESLintWebpackPlugin"]);
  });

  it("writes no source maps for the production browser bundle", () => {
    expect(run("build-javascript", [])?.devtool).toBe(false);
    expect(run("develop", [])?.devtool).toBe("source-map");
  });

  it("leaves the server stages alone", () => {
    expect(run("build-html", [])).toBeNull();
  });
});
