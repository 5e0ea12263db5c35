import type { CreateWebpackConfigArgs, ParentSpanPluginArgs, PluginOptions } from "gatsby";
import { onCreateWebpackConfig, onPostBuild, type LazyStylesheetsOptions } from "../gatsby-node";
import { isLazyStylesheet } from "../lazy-stylesheet";

const OPTIONS = { plugins: [], stylesheets: ["@docsearch/css/dist/", "src/components/Search/search-modal.css"] };

/** A module of mini-css-extract-plugin's kind, for RESOURCE. */
const stylesheet = (resource: string) => ({ type: "css/mini-extract", nameForCondition: () => resource });

/** Gatsby's production config as far as this plugin reads it: the "styles" group takes every stylesheet. */
const gatsbysConfig = () => ({
  optimization: {
    splitChunks: {
      cacheGroups: {
        framework: { test: /react/ },
        styles: { name: "styles", test: (module: { type?: string }) => module.type === "css/mini-extract" },
      },
    },
  },
});

type StylesTest = (module: object, context?: unknown) => boolean;

function run(stage: string, config: object, options: object = OPTIONS): ReturnType<typeof gatsbysConfig> | null {
  let replaced: ReturnType<typeof gatsbysConfig> | null = null;
  onCreateWebpackConfig(
    {
      stage,
      getConfig: () => config,
      actions: { replaceWebpackConfig: (next: ReturnType<typeof gatsbysConfig>) => (replaced = next) },
    } as unknown as CreateWebpackConfigArgs,
    options as LazyStylesheetsOptions,
  );
  return replaced;
}

const postBuild = (options: object = OPTIONS) =>
  (onPostBuild as (args: ParentSpanPluginArgs, options: PluginOptions) => void)(
    {} as ParentSpanPluginArgs,
    options as PluginOptions,
  );

describe("the stylesheet inlined into every page", () => {
  it("leaves out the listed stylesheets and keeps every other one", () => {
    const config = run("build-javascript", gatsbysConfig());
    const test = config?.optimization.splitChunks.cacheGroups.styles.test as StylesTest;
    expect(test(stylesheet("/site/node_modules/@docsearch/css/dist/modal.css"))).toBe(false);
    expect(test(stylesheet("/site/src/components/Search/search-modal.css"))).toBe(false);
    expect(test(stylesheet("/site/src/styles/global.css"))).toBe(true);
    expect(test(stylesheet("/site/src/components/Search/Search.module.css"))).toBe(true);
    expect(test({ type: "javascript/auto", nameForCondition: () => "/site/src/components/Search/Search.tsx" })).toBe(
      false,
    );
  });

  it("matches Windows paths too", () => {
    expect(
      isLazyStylesheet(stylesheet("C:\\site\\node_modules\\@docsearch\\css\\dist\\modal.css"), OPTIONS.stylesheets),
    ).toBe(true);
  });

  it("is left alone outside the production browser build", () => {
    for (const stage of ["develop", "build-html", "develop-html"]) expect(run(stage, gatsbysConfig())).toBeNull();
  });
});

describe("failing loudly", () => {
  it("stops the build when Gatsby's config has no styles group to change", () => {
    expect(() => run("build-javascript", { optimization: { splitChunks: { cacheGroups: {} } } })).toThrow(
      /no "styles" cache group.*plugins\/gatsby-plugin-lazy-stylesheets\/README\.md/,
    );
  });

  it("stops the build without a list of stylesheets", () => {
    expect(() => run("build-javascript", gatsbysConfig(), { plugins: [], stylesheets: [] })).toThrow(/"stylesheets"/);
  });

  it("stops the build after it when a listed stylesheet matched no module (moved or renamed)", () => {
    const options = { plugins: [], stylesheets: ["src/moved-away.css", "src/present.css"] };
    const config = run("build-javascript", gatsbysConfig(), options);
    const test = config?.optimization.splitChunks.cacheGroups.styles.test as StylesTest;
    test(stylesheet("/site/src/present.css"));
    expect(() => postBuild(options)).toThrow(/no stylesheet of the browser bundle matched "src\/moved-away\.css"/);
  });

  it("passes when every listed stylesheet matched", () => {
    const config = run("build-javascript", gatsbysConfig());
    const test = config?.optimization.splitChunks.cacheGroups.styles.test as StylesTest;
    test(stylesheet("/site/node_modules/@docsearch/css/dist/modal.css"));
    test(stylesheet("/site/src/components/Search/search-modal.css"));
    expect(() => postBuild()).not.toThrow();
  });
});
