import { locateContentFile, printableUrl, splitUrl } from "../../src/content-model/paths";

describe("locateContentFile", () => {
  it.each([
    ["concepts/index.mdx", "/concepts/", "concepts", "index"],
    ["concepts/entry-points.mdx", "/concepts/entry-points/", "concepts", "entry-points"],
    ["loaders/_babel-loader.mdx", "/loaders/babel-loader/", "loaders", "_babel-loader"],
    ["migrate/5.mdx", "/migrate/5/", "migrate", "5"],
    ["glossary.md", "/glossary/", "", "glossary"],
  ])("%s → %s", (path, url, section, name) => {
    const location = locateContentFile(path);
    expect(location).toMatchObject({ url, section, name });
  });

  it("marks underscore files as externally maintained and keeps the extension", () => {
    expect(locateContentFile("plugins/_copy-webpack-plugin.mdx")).toMatchObject({ external: true, extension: ".mdx" });
    expect(locateContentFile("plugins/banner-plugin.md")).toMatchObject({ external: false, extension: ".md" });
  });

  it("rejects files that are not markdown", () => {
    expect(() => locateContentFile("concepts/notes.txt")).toThrow("content/concepts/notes.txt".slice(8));
  });
});

describe("printableUrl and splitUrl", () => {
  it("puts printable pages under their section, top-level pages under /printable/", () => {
    expect(printableUrl("api")).toBe("/api/printable/");
    expect(printableUrl("")).toBe("/printable/");
  });

  it("splits a fragment off a path", () => {
    expect(splitUrl("/a/b/#c")).toEqual({ path: "/a/b/", hash: "c" });
    expect(splitUrl("/a/")).toEqual({ path: "/a/", hash: null });
  });
});
