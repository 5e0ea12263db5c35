import { searchIndex, type LoadedSearchIndex } from "../../src/search/search";
import { loadSiteIndex } from "./site-index";

// The relevance table: each query must find the page (or anchor) in its top 3 results, and an
// option path must find its own option's anchor first.
let index: LoadedSearchIndex;
beforeAll(async () => {
  index = await loadSiteIndex();
});

const top = (query: string, count = 3) => searchIndex(index, query, count).map((result) => result.url);

describe("relevance: expected page in the top 3", () => {
  it.each([
    ["splitchunk", "/plugins/split-chunks-plugin/"],
    ["devtol", "/configuration/devtool/"],
    ["HotModuleRepl", "/plugins/hot-module-replacement-plugin/"],
    ["mini-css-extract", "/plugins/mini-css-extract-plugin/"],
    ["css-loader", "/loaders/css-loader/"],
    ["babel loader", "/loaders/babel-loader/"],
    ["tree shaking", "/guides/tree-shaking/"],
    ["code splitting", "/guides/code-splitting/"],
    ["module federation", "/concepts/module-federation/"],
    ["DefinePlugin", "/plugins/define-plugin/"],
    ["entry points", "/concepts/entry-points/"],
    ["lazy loading", "/guides/lazy-loading/"],
    ["typescript", "/guides/typescript/"],
    ["compiler hooks", "/api/compiler-hooks/"],
    ["processAssets", "/api/compilation-hooks/"],
    ["asset modules", "/guides/asset-modules/"],
    ["environment variables", "/guides/environment-variables/"],
    ["migrate to v5", "/migrate/5/"],
    ["glossary", "/glossary/"],
    ["writing a loader", "/contribute/writing-a-loader/"],
    ["getting started", "/guides/getting-started/"],
    ["externals", "/configuration/externals/"],
    ["loader interface", "/api/loaders/"],
    ["ProvidePlugin", "/plugins/provide-plugin/"],
    ["webpack-dev-server proxy", "/configuration/dev-server/"],
  ])("%s → %s", (query, expected) => {
    expect(top(query).map((url) => url.split("#")[0])).toContain(expected);
  });
});

describe("relevance: option paths find their own anchor first", () => {
  it.each([
    ["output.publicPath", "/configuration/output/#outputpublicpath"],
    ["resolve.alias", "/configuration/resolve/#resolvealias"],
    ["optimization.splitChunks", "/configuration/optimization/#optimizationsplitchunks"],
    ["devServer.proxy", "/configuration/dev-server/#devserverproxy"],
    ["stats.preset", "/configuration/stats/#statspreset"],
    ["experiments.css", "/configuration/experiments/#experimentscss"],
  ])("%s → %s", (query, expected) => {
    expect(top(query, 1)).toEqual([expected]);
  });
});

describe("ranking", () => {
  it("puts a title match above body mentions", () => {
    expect(top("caching", 1)[0].split("#")[0]).toBe("/guides/caching/");
  });

  it("returns nothing for nonsense", () => {
    expect(top("qwxzvbnm")).toEqual([]);
  });

  it.each([".*+?^${}()|[]\\", "$", "_", "@", "--", '"><'])(
    "returns nothing for a query without letters or digits: %s",
    (query) => {
      expect(top(query, 20)).toEqual([]);
    },
  );
});
