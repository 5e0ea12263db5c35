import type { SearchResult } from "minisearch";
import { highlight, toDocSearchHit } from "../../src/search/hits";
import { createLocalSearchClient } from "../../src/search/client";
import { buildSearchIndex } from "../../src/search/build-index";

const result = {
  id: "/configuration/output/#outputpublicpath",
  score: 10,
  terms: ["publicpath"],
  queryTerms: ["publicpath"],
  match: {},
  url: "/configuration/output/#outputpublicpath",
  section: "Configuration",
  title: "Output",
  lvl2: "Where files go",
  lvl3: "output.publicPath",
  excerpt: "The URL prefix <for> chunks; publicPath ends with /.",
} as unknown as SearchResult;

describe("toDocSearchHit", () => {
  it("fills DocSearch's hierarchy from the section, page and headings", () => {
    const hit = toDocSearchHit(result);
    expect(hit).toMatchObject({
      objectID: "/configuration/output/#outputpublicpath",
      url: "/configuration/output/#outputpublicpath",
      type: "lvl3",
      hierarchy: { lvl0: "Configuration", lvl1: "Output", lvl2: "Where files go", lvl3: "output.publicPath", lvl4: null },
    });
  });

  it("highlights matched terms with <mark> and escapes the text", () => {
    const hit = toDocSearchHit(result);
    expect(hit._highlightResult).toMatchObject({
      hierarchy: { lvl3: { value: "output.<mark>publicPath</mark>", matchLevel: "full" } },
      content: { value: "The URL prefix &lt;for&gt; chunks; <mark>publicPath</mark> ends with /." },
    });
  });

  it("reports no match when the term is absent", () => {
    expect(highlight("nothing here", ["zzz"])).toEqual({ value: "nothing here", matchLevel: "none", matchedWords: [] });
  });
});

describe("createLocalSearchClient", () => {
  it("answers DocSearch's requests from the shards it fetches, without other hosts", async () => {
    const fetched: string[] = [];
    const empty = buildSearchIndex([]);
    global.fetch = jest.fn(async (url: string) => {
      fetched.push(url);
      return { ok: true, text: async () => empty } as Response;
    }) as unknown as typeof fetch;
    const client = createLocalSearchClient();
    const response = await client.search({ requests: [{ query: "anything", indexName: "webpack-js-org" }] });
    expect(response.results[0]).toMatchObject({ hits: [], nbHits: 0, query: "anything", index: "webpack-js-org" });
    expect(fetched.every((url) => url.startsWith("/search-index/"))).toBe(true);
    expect(fetched).toHaveLength(9);
  });
});
