import { compile } from "../content-files";
import { markdownTwinUrl, locateContentFile } from "../../src/content-model/paths";
import { parseTwin, twinViolations } from "../markdown-twin-rules";

const page = (body: string, front = "title: Output\ndescription: How webpack names its bundles.") =>
  `---\n${front}\n---\n\n${body}`;
const twinOf = async (body: string, path = "concepts/output.mdx") => {
  const compiled = await compile(path, page(body));
  expect(compiled.problems).toEqual([]);
  return compiled.markdown;
};

describe("a page's Markdown twin", () => {
  it("keeps markup, quotes and ampersands of title and description as text", async () => {
    const hostile = '<script>alert("x")</script> & <b>bold</b>';
    const compiled = await compile(
      "concepts/output.mdx",
      page("Text.\n", `title: ${JSON.stringify(hostile)}\ndescription: ${JSON.stringify(hostile)}`),
    );
    expect(compiled.problems).toEqual([]);
    expect(twinViolations(compiled.markdown)).toEqual([]);
    expect(compiled.markdown).not.toMatch(/(^|[^\\])<script>/);
  });

  it("starts with the title as `# h1` and the description, and has plain headings", async () => {
    const twin = await twinOf("Intro text.\n\n## Tree Shaking\n\n### `output.publicPath`\n\n#### Deep\n");
    expect(twin).toBe(
      "# Output\n\nHow webpack names its bundles.\n\nIntro text.\n\n## Tree Shaking\n\n### `output.publicPath`\n\n#### Deep\n",
    );
  });

  it("keeps fenced code with its language; a file title becomes a bold line, test flags go", async () => {
    const twin = await twinOf(
      '```js title="webpack.config.js" validate\nmodule.exports = { mode: "production" };\n```\n\n```bash\nnpx webpack\n```\n',
    );
    expect(twin).toContain('**webpack.config.js**\n\n```js\nmodule.exports = { mode: "production" };\n```\n');
    expect(twin).toContain("```bash\nnpx webpack\n```\n");
    expect(twin).not.toMatch(/validate|title=/);
  });

  it("keeps code that looks like HTML, JSX or imports inside its fence", async () => {
    const twin = await twinOf("```jsx\nimport React from 'react';\n\nexport const A = () => <div>{1}</div>;\n```\n");
    expect(twin).toContain("```jsx\nimport React from 'react';\n\nexport const A = () => <div>{1}</div>;\n```");
    expect(twinViolations(twin)).toEqual([]);
  });

  it("writes GFM tables, strikethrough and task lists", async () => {
    const twin = await twinOf(
      "| Option | Type |\n|:---|---:|\n| `mode` | `string` |\n| a \\| b | ~~old~~ |\n\n- [x] done\n- [ ] open\n",
    );
    expect(twin).toContain("| Option | Type |\n| :- | -: |\n| `mode` | `string` |\n| a \\| b | ~~old~~ |");
    expect(twin).toContain("- [x] done\n- [ ] open");
    const table = parseTwin(twin).children.find((node) => node.type === "table");
    expect(table).toMatchObject({ align: ["left", "right"] });
  });

  it("makes site links and in-page anchors absolute, and leaves external links alone", async () => {
    const twin = await twinOf(
      "See [output](/configuration/output/#outputpath), [below](#details), [npm](https://www.npmjs.com/) and [ref].\n\n" +
        '<a href="/concepts/">concepts</a>\n\n[ref]: /guides/getting-started/ "Start"\n\n## Details\n',
    );
    expect(twin).toContain("[output](https://webpack.js.org/configuration/output/#outputpath)");
    expect(twin).toContain("[below](https://webpack.js.org/concepts/output/#details)");
    expect(twin).toContain("[npm](https://www.npmjs.com/)");
    expect(twin).toContain("[concepts](https://webpack.js.org/concepts/)");
    expect(twin).toContain('[ref]: https://webpack.js.org/guides/getting-started/ "Start"');
    // The heading's permalink (an empty link to #details added by autolink-headers) is not text.
    expect(twin).toMatch(/## Details\n$/);
  });

  it("resolves a section index's anchors against its own route", async () => {
    const compiled = await compile("concepts/index.mdx", page("[up](#why)\n\n## Why\n", "title: Concepts\nsort: -1"));
    expect(compiled.markdown).toContain("[up](https://webpack.js.org/concepts/#why)");
  });

  it("writes HTML elements as what they mean: <kbd> as code, <details> as a bold line and its content, <br> as a break", async () => {
    const twin = await twinOf(
      "Press <kbd>Ctrl</kbd>+<kbd>C</kbd>.\n\n" +
        "<details>\n<summary>More **about** it</summary>\n\nHidden [text](/concepts/).\n\n</details>\n\n" +
        "Line one<br/>line two\n\n<strong>Bold</strong> and <em>soft</em> <span>words</span>.\n\n" +
        "{/* a note for writers */}\n\nLast.\n",
    );
    expect(twin).toContain("Press `Ctrl`+`C`.");
    expect(twin).toContain("**More about it**\n\nHidden [text](https://webpack.js.org/concepts/).");
    expect(twin).toContain("Line one\\\nline two");
    expect(twin).toContain("**Bold** and _soft_ words.");
    expect(twin).not.toContain("note for writers");
    expect(twinViolations(twin)).toEqual([]);
  });

  it("writes a one-line <details> as its bold summary, a break and its text", async () => {
    const twin = await twinOf("<details><summary>Why?</summary>Because.</details>\n");
    expect(twin).toContain("**Why?**\\\nBecause.");
  });

  it("escapes text that would read as HTML, so it stays text", async () => {
    const twin = await twinOf("Use \\<div> or &lt;script&gt; here, and `<App />` in code.\n");
    expect(twin).toContain("Use \\<div> or \\<script> here, and `<App />` in code.");
    expect(twinViolations(twin)).toEqual([]);
  });

  it("has no HTML, JSX or MDX left from a page using every element the compiler accepts", async () => {
    const twin = await twinOf(
      '<div class="note">\n\nA **note** with <a href="/api/" title="API">a link</a> and <img src="/logo.svg" alt="logo" />.\n\n</div>\n\n' +
        "<p>Para</p>\n\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n\n<>fragment</>\n\nText<sup>1</sup> and <code>inline</code>.\n",
    );
    expect(twinViolations(twin)).toEqual([]);
    expect(twin).toContain('[a link](https://webpack.js.org/api/ "API")');
    expect(twin).toContain("![logo](https://webpack.js.org/logo.svg)");
    expect(twin).toContain("- one\n- two");
    expect(twin).toContain("Text1 and `inline`.");
  });

  it("leaves the compiler's tree as it was: the HTML still has its permalinks", async () => {
    const compiled = await compile("concepts/output.mdx", page("## Set up\n"));
    expect(compiled.html).toContain('aria-label="set up permalink"');
  });
});

describe("twinViolations", () => {
  it("finds HTML, JSX, import lines and MDX comments outside code", () => {
    expect(twinViolations("# T\n\n<div>x</div>\n")).toEqual([expect.stringMatching(/^3: HTML/)]);
    expect(twinViolations("Text <Tabs /> here.\n")).toEqual([expect.stringMatching(/^1: HTML/)]);
    expect(twinViolations("import X from './x.js';\n")).toEqual([expect.stringMatching(/^1: import\/export line/)]);
    expect(twinViolations("{/* note */}\n")).toEqual([expect.stringMatching(/MDX comment/)]);
    expect(twinViolations("## Title {#custom}\n")).toEqual([expect.stringMatching(/heading id syntax/)]);
    expect(
      twinViolations("Import the module from npm. See <https://webpack.js.org/>.\n\n```js\nimport a from 'a';\n```\n"),
    ).toEqual([]);
  });
});

describe("markdownTwinUrl", () => {
  it.each([
    ["concepts/output.mdx", "/concepts/output.md"],
    ["concepts/index.mdx", "/concepts/index.md"],
    ["glossary.mdx", "/glossary.md"],
    ["loaders/_babel-loader.mdx", "/loaders/babel-loader.md"],
  ])("%s → %s", (path, url) => {
    expect(markdownTwinUrl(locateContentFile(path))).toBe(url);
  });
});
