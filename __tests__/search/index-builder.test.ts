import { buildSearchDocuments, buildSearchShards, excerptOf } from "../../src/search/build-index";
import { tokenize } from "../../src/search/engine";
import { loadShard, searchShards } from "../../src/search/client";

const outputSections = [
  { anchor: null, lvl2: null, lvl3: null, text: "Intro with a link and code." },
  { anchor: "outputpath", lvl2: "output.path", lvl3: null, text: "Where files go." },
  { anchor: "deeper", lvl2: "output.path", lvl3: "Deeper", text: "Nested text. Deepest Still in Deeper." },
  { anchor: "second", lvl2: "Second", lvl3: null, text: "a b cell value" },
];

describe("documents and shards", () => {
  const pages = [
    { url: "/configuration/", title: "Configuration", name: "index", section: "configuration", searchSections: [] },
    { url: "/configuration/output/", title: "Output", name: "output", section: "configuration", searchSections: outputSections },
  ];

  it("gives every section a url with its anchor and the page's hierarchy", () => {
    const documents = buildSearchDocuments([{ ...pages[1], sectionTitle: "Configuration" }]);
    expect(documents.map((doc) => doc.url)).toEqual([
      "/configuration/output/", "/configuration/output/#outputpath", "/configuration/output/#deeper", "/configuration/output/#second",
    ]);
    expect(documents[2]).toMatchObject({ section: "Configuration", title: "Output", lvl2: "output.path", lvl3: "Deeper" });
  });

  it("writes one loadable shard per section and finds option paths in it", () => {
    const shards = buildSearchShards([...pages, { url: "/glossary/", title: "Glossary", name: "glossary", section: "", searchSections: outputSections }]);
    expect([...shards.keys()]).toEqual(["configuration", "top-level"]);
    const results = searchShards([loadShard(shards.get("configuration")!)], "output.path");
    expect(results[0]).toMatchObject({ url: "/configuration/output/#outputpath", section: "Configuration" });
    const topLevel = searchShards([loadShard(shards.get("top-level")!)], "output.path");
    expect(topLevel[0]).toMatchObject({ url: "/glossary/#outputpath", section: "Documentation" });
  });

  it("keeps dotted option paths whole and in parts", () => {
    expect(tokenize("Set `output.publicPath` now.")).toEqual(["Set", "output", "publicPath", "output.publicPath", "now"]);
  });

  it("cuts excerpts at a word boundary", () => {
    expect(excerptOf("one two three four", 9)).toBe("one two…");
  });
});
