import { brotliCompressSync } from "node:zlib";
import { buildSearchIndex, excerptOf } from "../../src/search/build-index";
import { packField, unpackPostings } from "../../src/search/index-format";
import { boundedDistance, loadSearchIndex, searchIndex } from "../../src/search/search";
import { contentTerms, queryTerms, stem, tokenize } from "../../src/search/tokenize";
import { loadSiteIndex } from "./site-index";

const outputSections = [
  { anchor: null, lvl2: null, lvl3: null, text: "Intro with a link and code." },
  { anchor: "outputpath", lvl2: "output.path", lvl3: null, text: "Where files go." },
  { anchor: "deeper", lvl2: "output.path", lvl3: "Deeper", text: "Nested text. Deepest Still in Deeper." },
  { anchor: "second", lvl2: "Second", lvl3: null, text: "a b cell value" },
];
const pages = [
  { url: "/configuration/", title: "Configuration", name: "index", section: "configuration", searchSections: [] },
  {
    url: "/configuration/output/",
    title: "Output",
    name: "output",
    section: "configuration",
    searchSections: outputSections,
  },
  { url: "/glossary/", title: "Glossary", name: "glossary", section: "", searchSections: outputSections },
];
const load = () => loadSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(pages))));

describe("terms", () => {
  it("keep dotted option paths whole and in parts, lower-cased and singular", () => {
    expect(tokenize("Set `output.publicPath` now; loaders and entries.")).toEqual([
      "set",
      "output",
      "publicpath",
      "output.publicpath",
      "now",
      "loader",
      "and",
      "entry",
    ]);
    expect(stem("css")).toBe("css");
    expect(stem("output.paths")).toBe("output.paths");
  });

  it("of body text leave out stop words, numbers, hashes and whole names", () => {
    expect(contentTerms("The `output.path` is 42 in f5e9b9851bc3 and webpack")).toEqual(["output", "path", "webpack"]);
  });

  it("hold a letter or a digit: punctuation alone is no term", () => {
    expect(tokenize(".*+?^${}()|[]\\ $ _ @ -- a.$ $ref @import __proto__")).toEqual([
      "a",
      "$ref",
      "@import",
      "__proto__",
    ]);
    expect(queryTerms(".*+?^${}()|[]\\")).toEqual({ required: [], optional: [] });
  });

  it("of a query require the parts of a name and make stop words optional", () => {
    expect(queryTerms("migrate to output.path")).toEqual({
      required: ["migrate", "output", "path"],
      optional: ["to", "output.path"],
    });
    expect(queryTerms("the")).toEqual({ required: ["the"], optional: [] });
  });
});

describe("packed posting lists", () => {
  it("round-trip through base-36 deltas", () => {
    const packed = packField(
      new Map([
        ["b", [3, 40, 41]],
        ["a", [0]],
      ]),
    );
    expect(packed.terms).toBe("a\nb");
    expect(packed.postings.split(";").map(unpackPostings)).toEqual([[0], [3, 40, 41]]);
  });

  it("bound edit distances", () => {
    expect(boundedDistance("devtol", "devtool", 1)).toBe(1);
    expect(boundedDistance("devtol", "externals", 1)).toBe(2);
  });
});

describe("the index", () => {
  it("gives every section a url with its anchor and the page's hierarchy", () => {
    const results = searchIndex(load(), "deeper");
    expect(results[0]).toMatchObject({
      url: "/configuration/output/#deeper",
      section: "Configuration",
      title: "Output",
      lvl2: "output.path",
      lvl3: "Deeper",
    });
  });

  it("finds option paths first under their own heading, the reference page before others", () => {
    const [first, second] = searchIndex(load(), "output.path");
    expect(first).toMatchObject({ url: "/configuration/output/#outputpath", section: "Configuration" });
    expect(second).toMatchObject({ url: "/glossary/#outputpath", section: "Documentation" });
  });

  it("finds prefixes and near misses, and nothing for nonsense", () => {
    const index = load();
    expect(searchIndex(index, "glos")[0].url).toBe("/glossary/");
    expect(searchIndex(index, "Glosary")[0].url).toBe("/glossary/");
    expect(searchIndex(index, "qwxzvbnm")).toEqual([]);
  });

  it("shows a page's introduction under its result", () => {
    expect(searchIndex(load(), "intro")[0]).toMatchObject({
      url: "/configuration/output/",
      excerpt: "Intro with a link and code.",
    });
  });

  it("cuts excerpts at a word boundary", () => {
    expect(excerptOf("one two three four", 9)).toBe("one two…");
  });
});

describe("the site's index", () => {
  // A first search downloads the modal's chunk (25.0 KiB brotli) and this index: 150 kB at most,
  // which leaves the index 124,400 bytes. (Nearly all of it is used: more content needs an index
  // whose body postings load after the first results.)
  it("stays small enough for a first search: at most 124,400 bytes brotli", async () => {
    const index = await loadSiteIndex();
    const size = brotliCompressSync(JSON.stringify(index.raw)).length;
    console.log(`search index: ${(size / 1024).toFixed(1)} KiB brotli`);
    expect(size).toBeLessThanOrEqual(124_400);
  });
});
