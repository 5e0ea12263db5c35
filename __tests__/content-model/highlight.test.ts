import { toHtml } from "hast-util-to-html";
import { highlightToHast } from "../../src/content-model/highlight";

const highlighted = (code: string, language: string): string =>
  toHtml({ type: "root", children: highlightToHast(code, language) });

describe("highlightToHast", () => {
  it("keeps every character of the code, in order", () => {
    const code = "module.exports = {\n  output: { path: '/dist', clean: true },\n};\n";
    const html = highlighted(code, "js");
    expect(html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'")).toBe(code);
  });

  it("draws punctuation and operators as the code's own text, with no span", () => {
    expect(highlighted("a({}, []);", "js")).toBe('<span class="token function">a</span>({}, []);');
    expect(highlighted("x = -1;", "js")).toBe('x = -<span class="token number">1</span>;');
  });

  it("leaves other tokens one span each", () => {
    const html = highlighted("const a = 'x';", "js");
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toContain("<span class=\"token string\">'x'</span>");
  });

  it("returns unknown languages as plain text", () => {
    expect(highlighted("a < b", "no-such-language")).toBe("a &#x3C; b");
  });
});
