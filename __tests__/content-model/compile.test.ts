import { compile } from "../content-files";

const page = (body: string) => `---\ntitle: T\n---\n\n${body}`;

describe("headings", () => {
  it("get the ids gatsby-remark-autolink-headers gives them, -1 for repeats", async () => {
    const { headings } = await compile("guides/t.mdx", page("## Tree Shaking\n\n## Options\n\n### Options\n"));
    expect(headings.map((h) => h.id)).toEqual(["tree-shaking", "options", "options-1"]);
  });

  it("use the code text of option headings, so the anchor is the option name", async () => {
    const [heading] = (await compile("configuration/t.mdx", page("## `output.publicPath`\n"))).headings;
    expect(heading).toMatchObject({ title: "output.publicPath", id: "outputpublicpath", level: 2, code: true });
  });

  it("are not found in fenced code, and report file lines", async () => {
    const { headings } = await compile(
      "guides/t.mdx",
      page("```bash\n# a shell comment\n```\n\n~~~\n## nope\n~~~\n\n## Real\n"),
    );
    expect(headings).toEqual([{ title: "Real", id: "real", level: 2, line: 13, code: false }]);
  });

  it("keep the text of links, emphasis and escapes", async () => {
    const { headings } = await compile(
      "guides/t.mdx",
      page("## Use [loaders](/concepts/loaders/) **now** ##\n\n## a \\_b\\_ &amp; `__dirname`\n"),
    );
    expect(headings.map((h) => h.title)).toEqual(["Use loaders now", "a _b_ & __dirname"]);
  });

  it("of levels 1 to 3 are the page's anchors", async () => {
    const { anchors } = await compile("guides/t.mdx", page("## Two\n### Three\n#### Four\n"));
    expect(anchors.map((a) => a.level)).toEqual([2, 3]);
  });
});

describe("the article's HTML", () => {
  it("has heading ids with a permalink, GFM tables and highlighted code blocks", async () => {
    const { html } = await compile(
      "guides/t.mdx",
      page('## Set up\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js title="x.js"\nlet a;\n```\n'),
    );
    expect(html).toMatch(
      /<h2 id="set-up"[^>]*>Set up<a href="#set-up" aria-label="set up permalink" class="anchor after"><\/a><\/h2>/,
    );
    expect(html).toContain("<td>1</td>");
    expect(html).toContain('<div class="code-block-title">x.js</div>');
    expect(html).toContain('<span class="token keyword">let</span>');
  });

  it("keeps HTML elements written in the text", async () => {
    const { html, problems } = await compile(
      "guides/t.mdx",
      page('Press <kbd>Ctrl</kbd> and <a href="/guides/" title="x">this</a>.\n\n{/* a writer\'s note */}\n'),
    );
    expect(problems).toEqual([]);
    expect(html).toContain('<p>Press <kbd>Ctrl</kbd> and <a href="/guides/" title="x">this</a>.</p>');
    expect(html).not.toContain("writer");
  });
});

describe("problems", () => {
  it("name the line of an unknown component, an expression and an import", async () => {
    const { problems } = await compile(
      "guides/t.mdx",
      page("import X from './x.js';\n\n<Tabs>\n\nhi\n\n</Tabs>\n\nSum: {1 + 1}\n"),
    );
    expect(problems.map((p) => [p.line, p.message.split(":")[0]])).toEqual([
      [5, "import/export statements are not supported"],
      [7, "unknown component <Tabs>"],
      [13, "JavaScript expression `{1 + 1}`"],
    ]);
  });

  it("name the line and column of an MDX syntax error", async () => {
    const { problems, html } = await compile("guides/t.mdx", page("Some text\n\nAn unclosed <div tag\n"));
    expect(problems).toEqual([expect.objectContaining({ file: "content/guides/t.mdx", line: 7 })]);
    expect(html).toBe("");
  });

  it("include an h1 written in the body", async () => {
    const { problems } = await compile("guides/t.mdx", page("# Title again\n"));
    expect(problems).toEqual([
      { file: "content/guides/t.mdx", line: 5, message: "do not write an `# h1` heading: the page title is the h1" },
    ]);
  });
});

describe("links", () => {
  it("are the writer's links, definitions and href attributes with their lines, not links in code", async () => {
    const text = page(
      'See [a](/a/) and `[b](/b/)`.\n\n```md\n[c](/c/)\n```\n\n[d]: /d/#x\n\n<a href="/e/">e</a>\n\n## Heading\n',
    );
    expect((await compile("guides/t.mdx", text)).links).toEqual([
      { url: "/a/", line: 5 },
      { url: "/d/#x", line: 11 },
      { url: "/e/", line: 13 },
    ]);
  });
});

describe("search sections", () => {
  it("split at h2/h3 with anchor ids, keep h4 text in its h3, drop code, separate block texts", async () => {
    const text = page(
      "Intro with a [link](/concepts/) and `code`.\n\n## `output.path`\n\nWhere files go.\n\n```js\n// ## not a heading\n```\n\n### Deeper\n\nNested text.\n\n#### Deepest\n\nStill in Deeper.\n\n## Second\n\n- **Bold** item\n- second\n\n| a | b |\n|---|---|\n| cell | value |\n",
    );
    expect((await compile("configuration/t.mdx", text)).searchSections).toEqual([
      { anchor: null, lvl2: null, lvl3: null, text: "Intro with a link and code." },
      { anchor: "outputpath", lvl2: "output.path", lvl3: null, text: "Where files go." },
      { anchor: "deeper", lvl2: "output.path", lvl3: "Deeper", text: "Nested text. Deepest Still in Deeper." },
      { anchor: "second", lvl2: "Second", lvl3: null, text: "Bold item second a b cell value" },
    ]);
  });
});

describe("code blocks", () => {
  it("have their language, meta and opening line", async () => {
    const { codeBlocks } = await compile("guides/t.mdx", page('```js title="a.js" validate\nx;\n```\n'));
    expect(codeBlocks).toEqual([{ language: "js", meta: 'title="a.js" validate', code: "x;", line: 5 }]);
  });
});

describe("hostile HTML", () => {
  it("is a problem on its line: code-running elements, event handlers, javascript: URLs", async () => {
    const body = [
      "<script>alert(1)</script>",
      "",
      '<a href="javascript:alert(1)">x</a> and <img src="x.png" onerror="alert(1)" />',
      "",
      "[click](javascript:alert(1)) ![pic](data:image/svg+xml,<svg/onload=alert(1)>)",
      "",
      "[ref]: JaVaScRiPt:alert(1)",
      "",
      "[through a reference][ref]",
      "",
      '<iframe src="https://example.com/"></iframe>',
      "",
    ].join("\n");
    const { problems } = await compile("guides/t.mdx", page(body));
    expect(problems.map((p) => [p.line, p.message.split(":")[0]])).toEqual([
      [5, "<script> is not allowed in content"],
      [7, '<a href="javascript'],
      [7, "<img onerror>"],
      [9, '<a href="javascript'],
      [9, '<img src="data'],
      [13, '<a href="JaVaScRiPt'],
      [15, "<iframe> is not allowed in content"],
    ]);
  });

  it("allows site paths, #anchors, http(s) and mailto links and ordinary attributes", async () => {
    const body =
      '[a](/guides/) [b](#x) [c](https://webpack.js.org/) <a href="mailto:x@example.com" title="javascript: a word">d</a>\n';
    expect((await compile("guides/t.mdx", page(body))).problems).toEqual([]);
  });
});
