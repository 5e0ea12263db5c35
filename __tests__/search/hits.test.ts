import { highlight, toDocSearchHit } from "../../src/search/hits";
import { createLocalSearchClient } from "../../src/search/client";
import { buildSearchIndex } from "../../src/search/build-index";
import { SEARCH_INDEX_URL } from "../../src/search/index-format";
import { loadSearchIndex, type SearchResult } from "../../src/search/search";

const result: SearchResult = {
  id: 7,
  score: 10,
  terms: ["publicpath"],
  url: "/configuration/output/#outputpublicpath",
  section: "Configuration",
  title: "Output",
  lvl2: "Where files go",
  lvl3: "output.publicPath",
  excerpt: "The URL prefix <for> chunks; publicPath ends with /.",
};

describe("toDocSearchHit", () => {
  it("fills DocSearch's hierarchy from the section, page and headings", () => {
    const hit = toDocSearchHit(result);
    expect(hit).toMatchObject({
      objectID: "/configuration/output/#outputpublicpath",
      url: "/configuration/output/#outputpublicpath",
      type: "lvl3",
      hierarchy: {
        lvl0: "Configuration",
        lvl1: "Output",
        lvl2: "Where files go",
        lvl3: "output.publicPath",
        lvl4: null,
      },
    });
  });

  it("highlights matched terms with <mark> and escapes the text", () => {
    const hit = toDocSearchHit(result);
    expect(hit._highlightResult).toMatchObject({
      hierarchy: { lvl3: { value: "output.<mark>publicPath</mark>", matchLevel: "full" } },
      content: { value: "The URL prefix &lt;for&gt; chunks; <mark>publicPath</mark> ends with /." },
    });
  });

  it("escapes markup, quotes and ampersands, and never marks inside an entity", () => {
    const hostile = '<img src=x onerror="alert(1)"> & <script>alert("x")</script> \'amp\'';
    const { value } = highlight(hostile, ["amp", "script", "img"]);
    expect(value).not.toMatch(/<(?!\/?mark>)/);
    expect(value).toBe(
      "&lt;<mark>img</mark> src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; &#39;<mark>amp</mark>&#39;",
    );
    const hit = toDocSearchHit({
      ...result,
      section: hostile,
      title: hostile,
      lvl2: hostile,
      lvl3: hostile,
      excerpt: hostile,
      terms: ["amp"],
    });
    const values = JSON.stringify([hit._highlightResult, hit._snippetResult]);
    expect(values).not.toContain("<script");
    expect(values).not.toContain("<img");
    // DocSearch falls back to the raw field where a snippet is missing: none may be.
    const snippets = hit._snippetResult as {
      hierarchy: Record<string, { value: string } | undefined>;
    };
    for (const level of ["lvl0", "lvl1", "lvl2", "lvl3"])
      expect(snippets.hierarchy[level]?.value).toContain("&lt;script&gt;");
  });

  it("reports no match when the term is absent", () => {
    expect(highlight("nothing here", ["zzz"])).toEqual({ value: "nothing here", matchLevel: "none", matchedWords: [] });
  });
});

describe("createLocalSearchClient", () => {
  it("answers only with links to pages of this site, whatever URL the index holds", async () => {
    const intro = [{ anchor: null, lvl2: null, lvl3: null, text: "Step by step." }];
    const index = buildSearchIndex([
      {
        url: "javascript:alert(1)//",
        title: "Guides",
        name: "a",
        section: "guides",
        searchSections: intro,
      },
      {
        url: "//evil.example/",
        title: "Guides",
        name: "b",
        section: "guides",
        searchSections: intro,
      },
      { url: "/guides/", title: "Guides", name: "index", section: "guides", searchSections: intro },
    ]);
    const response = await createLocalSearchClient(async () => loadSearchIndex(index)).search([{ query: "guides" }]);
    expect(response.results[0].hits.map((hit) => hit.url)).toEqual(["/guides/"]);
  });

  it("answers DocSearch's requests from the one index file it fetches once, without other hosts", async () => {
    const fetched: string[] = [];
    const index = buildSearchIndex([
      {
        url: "/guides/",
        title: "Guides",
        name: "index",
        section: "guides",
        searchSections: [{ anchor: null, lvl2: null, lvl3: null, text: "Step by step." }],
      },
    ]);
    global.fetch = jest.fn(async (url: string) => {
      fetched.push(url);
      return { ok: true, json: async () => index } as Response;
    }) as unknown as typeof fetch;
    const client = createLocalSearchClient();
    const response = await client.search({ requests: [{ query: "anything", indexName: "webpack-js-org" }] });
    expect(response.results[0]).toMatchObject({ hits: [], nbHits: 0, query: "anything", index: "webpack-js-org" });
    const again = await client.search([{ query: "guides" }]);
    expect(again.results[0].hits.map((hit) => hit.url)).toEqual(["/guides/"]);
    expect(fetched).toEqual([SEARCH_INDEX_URL]);
  });
});
