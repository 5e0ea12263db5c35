import { buildSidebar, pagerLinks, sidebarLabel, sidebarOrder } from "../../src/content-model/sidebar";
import type { PageSummary } from "../../src/content-model/types";

const page = (name: string, extra: Partial<PageSummary> = {}): PageSummary => ({
  id: name,
  url: `/api/${name}/`,
  name,
  title: name,
  section: "api",
  anchors: [],
  ...extra,
});

describe("buildSidebar", () => {
  const pages = [
    page("parser", { sort: 12, group: "Plugins" }),
    page("module-methods", { sort: 7, group: "Modules" }),
    page("cli", { sort: 1 }),
    page("index", { sort: -1, url: "/api/", title: "API" }),
    page("compiler-hooks", { sort: 10, group: "Plugins" }),
    page("module-variables", { sort: 8, group: "Modules" }),
    page("node", { sort: 2 }),
  ];

  it("puts the index first, then reading order with groups gathered", () => {
    const sidebar = buildSidebar(pages);
    expect(sidebar.map((block) => [block.group, block.pages.map((p) => p.name)])).toEqual([
      [null, ["index", "cli", "node"]],
      ["Modules", ["module-methods", "module-variables"]],
      ["Plugins", ["compiler-hooks", "parser"]],
    ]);
  });

  it("hides printable entries", () => {
    const sidebar = buildSidebar([
      ...pages,
      page("printable", { url: "/api/printable/" }),
      page("x", { title: "Printable copy" }),
    ]);
    expect(sidebarOrder(sidebar).map((p) => p.name)).not.toEqual(expect.arrayContaining(["printable", "x"]));
  });

  it("orders unsorted pages after sorted ones, by title", () => {
    const sidebar = buildSidebar([
      page("b", { title: "Beta" }),
      page("a", { title: "alpha" }),
      page("index", { sort: -1 }),
    ]);
    expect(sidebarOrder(sidebar).map((p) => p.name)).toEqual(["index", "a", "b"]);
  });

  it("falls back to the file name when a title is empty", () => {
    expect(sidebarLabel({ title: " ", name: "_babel-loader" })).toBe("babel-loader");
  });

  it("links each page to its neighbours in sidebar order, across groups", () => {
    const sidebar = buildSidebar(pages);
    expect(pagerLinks(sidebar, "/api/node/")).toEqual({
      previous: { title: "cli", url: "/api/cli/" },
      next: { title: "module-methods", url: "/api/module-methods/" },
    });
    expect(pagerLinks(sidebar, "/api/").previous).toBeNull();
    expect(pagerLinks(sidebar, "/api/parser/").next).toBeNull();
  });
});
