import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig } from "../gatsby-node";
import { localIdentWithoutMatchResource } from "../local-ident";

class MiniCssExtractPlugin {
  options: Record<string, unknown> = {};
}

const cssModulesRule = () => ({
  oneOf: [
    {
      use: [
        { loader: "/x/mini-css-extract-plugin/loader.js" },
        {
          loader: "/x/css-loader/dist/cjs.js",
          options: { modules: { localIdentName: "[name]--[local]--[hash:hex:5]" } },
        },
      ],
    },
  ],
});

function run(stage: string, config: object): object | null {
  let replaced: object | null = null;
  onCreateWebpackConfig({
    stage,
    getConfig: () => config,
    actions: { replaceWebpackConfig: (next: object) => (replaced = next) },
  } as unknown as CreateWebpackConfigArgs);
  return replaced;
}

describe("class names", () => {
  const options = { context: "/site", hashPrefix: "" };

  it("are css-loader's: file name, local name and a hash of the file's path and the name", () => {
    const name = localIdentWithoutMatchResource(
      { resourcePath: "/site/src/components/Layout/Layout.module.css" },
      "[name]--[local]--[hash:hex:5]",
      "sidebar",
      options,
    );
    // css-loader escapes the dot of "Layout.module" afterwards.
    expect(name).toMatch(/^Layout\.module--sidebar--[0-9a-f]{5}$/);
  });

  it("do not depend on a match resource, so the server render and the browser agree", () => {
    const plain = { resourcePath: "/site/src/a.module.css" };
    const matched = { ...plain, _module: { matchResource: "/site/src/a.module.css.webpack[javascript/auto]" } };
    expect(localIdentWithoutMatchResource(matched, "[hash:hex:5]", "x", options)).toBe(
      localIdentWithoutMatchResource(plain, "[hash:hex:5]", "x", options),
    );
  });
});

describe("webpack config", () => {
  it("turns on importModule in the browser stages and sets the class-name function everywhere", () => {
    for (const stage of ["develop", "build-javascript"]) {
      const extractor = new MiniCssExtractPlugin();
      const config = { plugins: [extractor], module: { rules: [cssModulesRule()] } };
      run(stage, config);
      expect(extractor.options.experimentalUseImportModule).toBe(true);
      // Scoped modules: the order chunks pull stylesheets in does not matter, so no order warnings.
      expect(extractor.options.ignoreOrder).toBe(true);
      expect(config.module.rules[0].oneOf[0].use[1].options?.modules).toHaveProperty(
        "getLocalIdent",
        localIdentWithoutMatchResource,
      );
    }
    const server = { plugins: [], module: { rules: [cssModulesRule()] } };
    expect(run("build-html", server)).toBe(server);
    expect(server.module.rules[0].oneOf[0].use[1].options?.modules).toHaveProperty(
      "getLocalIdent",
      localIdentWithoutMatchResource,
    );
  });

  it("fails loudly when Gatsby's config no longer has what it changes", () => {
    expect(() => run("develop", { plugins: [], module: { rules: [] } })).toThrow(/no css-loader with CSS modules/);
    expect(() => run("develop", { plugins: [], module: { rules: [cssModulesRule()] } })).toThrow(
      /no MiniCssExtractPlugin/,
    );
    expect(run("build-javascript-but-not-really", {})).toBeNull();
  });
});
