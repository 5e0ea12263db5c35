import rehypeCodeBlocks, { titleFromMeta } from "../../src/content-model/rehype-code-blocks";
import { highlightToHtml } from "../../src/content-model/highlight";

/** A hast tree as remark-rehype makes it for a fenced block. */
function fence(language: string, value: string, meta?: string): { type: string; children: unknown[] } {
  const code = { type: "element", tagName: "code", properties: { className: [`language-${language}`] }, children: [{ type: "text", value }], data: meta ? { meta } : undefined };
  return { type: "root", children: [{ type: "element", tagName: "pre", properties: {}, children: [code] }] };
}

describe("build-time code highlighting", () => {
  it("reads the file title from the fence meta", () => {
    expect(titleFromMeta('title="webpack.config.js" validate')).toBe("webpack.config.js");
    expect(titleFromMeta("validate")).toBeUndefined();
  });

  it("turns code into Prism token spans and moves language and title onto the pre", () => {
    const tree = fence("js", "const a = 'x';\n", 'title="src/index.js"');
    rehypeCodeBlocks()(tree as never);
    const pre = tree.children[0] as { properties: Record<string, string>; children: Array<{ children: Array<{ type: string; properties?: { className: string[] } }> }> };
    expect(pre.properties).toEqual({ dataLanguage: "js", dataTitle: "src/index.js" });
    const classes = pre.children[0].children.filter((node) => node.type === "element").map((node) => node.properties?.className[1]);
    expect(classes).toEqual(expect.arrayContaining(["keyword", "string", "operator", "punctuation"]));
  });

  it("marks diff lines as inserted and deleted", () => {
    expect(highlightToHtml("-a\n+b", "diff")).toMatch(/class="token deleted-sign deleted".*class="token inserted-sign inserted"/s);
  });

  it("leaves unknown languages as escaped plain text", () => {
    expect(highlightToHtml("<x>", "nosuchlanguage")).toBe("&lt;x&gt;");
  });
});
