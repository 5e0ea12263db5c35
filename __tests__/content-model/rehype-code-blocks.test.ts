import type { Element, Root } from "hast";
import { toHtml } from "hast-util-to-html";
import rehypeCodeBlocks, { titleFromMeta } from "../../src/content-model/rehype-code-blocks";
import { codeBlockHtml } from "../../src/content-model/code-block-html";

/** A hast tree as remark-rehype makes it for a fenced block. */
function fence(language: string, value: string, meta?: string): Root {
  const code: Element = {
    type: "element",
    tagName: "code",
    properties: { className: [`language-${language}`] },
    children: [{ type: "text", value }],
    data: meta ? { meta } : undefined,
  };
  return { type: "root", children: [{ type: "element", tagName: "pre", properties: {}, children: [code] }] };
}

const render = (tree: Root): string => {
  rehypeCodeBlocks()(tree);
  return toHtml(tree);
};

describe("build-time code blocks", () => {
  it("reads the file title from the fence meta", () => {
    expect(titleFromMeta('title="webpack.config.js" validate')).toBe("webpack.config.js");
    expect(titleFromMeta("validate")).toBeUndefined();
  });

  it("shows the file title above code highlighted into Prism token spans", () => {
    const html = render(fence("js", "const a = 'x';\n", 'title="src/index.js"'));
    expect(html).toMatch(
      /^<div class="code-block" data-language="js"><div class="code-block-title">src\/index\.js<\/div>/,
    );
    expect(html).toContain('<code class="language-js"><span class="token keyword">const</span>');
    expect(html).toContain("<span class=\"token string\">'x'</span>");
  });

  it("makes the code a figure keyboard users can focus (to scroll it), named after its file", () => {
    const html = render(fence("js", "const a = 1;", 'title="src/index.js"'));
    expect(html).toContain(
      '<pre class="language-js scroll-region" data-language="js" tabindex="0" role="figure" ' +
        'aria-label="src/index.js">',
    );
  });

  it("names an untitled block after its language", () => {
    expect(render(fence("bash", "npm install"))).toContain('role="figure" aria-label="Shell code"');
    expect(render(fence("diff", "-a\n+b"))).toContain('aria-label="Code changes"');
    expect(render(fence("text", "output"))).toContain('aria-label="Code"');
  });

  it("adds a copy button that stays disabled until the page's script enables it", () => {
    const html = render(fence("bash", "npm install"));
    expect(html).toMatch(
      /<button type="button" class="code-block-copy no-print" aria-label="Copy code" disabled>.*<span aria-live="polite">Copy<\/span><\/button>/,
    );
    expect(html).not.toContain("code-block-title");
  });

  it("marks diff lines as inserted and deleted", () => {
    expect(codeBlockHtml({ code: "-a\n+b", language: "diff" })).toMatch(
      /class="token deleted-sign deleted".*class="token inserted-sign inserted"/s,
    );
  });

  it("leaves unknown languages as escaped plain text", () => {
    expect(codeBlockHtml({ code: "<x>", language: "nosuchlanguage" })).toContain(
      '<code class="language-nosuchlanguage">&#x3C;x></code>',
    );
  });
});
