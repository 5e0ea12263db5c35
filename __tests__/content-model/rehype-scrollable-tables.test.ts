import type { Root } from "hast";
import { toHtml } from "hast-util-to-html";
import { compile } from "../content-files";
import rehypeScrollableTables from "../../src/content-model/rehype-scrollable-tables";

describe("build-time tables", () => {
  it("puts a GFM table in a focusable figure named after its columns", async () => {
    const { html } = await compile(
      "concepts/tables.mdx",
      "---\ntitle: Tables\n---\n\n| Option | Type |\n| --- | --- |\n| `mode` | `string` |\n",
    );
    expect(html).toContain(
      '<figure class="table-scroll scroll-region" tabindex="0" aria-label="Table: Option, Type"><table>',
    );
    expect(html).toMatch(/<\/table><\/figure>/);
  });

  it("names a table without header cells just a table, and wraps nested tables too", () => {
    const cell = { type: "element" as const, tagName: "td", properties: {}, children: [] };
    const row = { type: "element" as const, tagName: "tr", properties: {}, children: [cell] };
    const table = { type: "element" as const, tagName: "table", properties: {}, children: [row] };
    const tree: Root = {
      type: "root",
      children: [{ type: "element", tagName: "div", properties: {}, children: [table] }],
    };
    rehypeScrollableTables()(tree);
    expect(toHtml(tree)).toBe(
      '<div><figure class="table-scroll scroll-region" tabindex="0" aria-label="Table">' +
        "<table><tr><td></td></tr></table></figure></div>",
    );
  });
});
