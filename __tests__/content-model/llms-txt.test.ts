import { twinViolations } from "../markdown-twin-rules";
import { llmsFullTxt, llmsTxt, type LlmsSection } from "../../src/content-model/llms-txt";

const site = {
  name: "webpack",
  summary: "Documentation for webpack 5:\nthe bundler.",
  siteUrl: "https://webpack.js.org",
};
const sections: LlmsSection[] = [
  {
    title: "Concepts",
    pages: [
      {
        title: "Concepts",
        description: "What webpack is.",
        markdownUrl: "/concepts/index.md",
        markdown: "# Concepts\n\nWhat webpack is.\n",
      },
      {
        title: "Output [files]",
        description: null,
        markdownUrl: "/concepts/output.md",
        markdown: "# Output\n\n```js\nx;\n```\n",
      },
    ],
  },
  { title: "Empty", pages: [] },
  {
    title: "Other pages",
    pages: [{ title: "Glossary", description: "Terms.", markdownUrl: "/glossary.md", markdown: "# Glossary\n" }],
  },
];

describe("llms.txt", () => {
  it("has the site's name, a one-paragraph summary and one section per documentation section, pages in order", () => {
    expect(llmsTxt(site, sections)).toBe(
      [
        "# webpack",
        "",
        "> Documentation for webpack 5: the bundler.",
        "",
        "Each page of the documentation is published as Markdown next to its HTML: the links below point to those files, and [llms-full.txt](https://webpack.js.org/llms-full.txt) holds all of them in one file, in the same order.",
        "",
        "## Concepts",
        "",
        "- [Concepts](https://webpack.js.org/concepts/index.md): What webpack is.",
        "- [Output \\[files\\]](https://webpack.js.org/concepts/output.md)",
        "",
        "## Other pages",
        "",
        "- [Glossary](https://webpack.js.org/glossary.md): Terms.",
        "",
      ].join("\n"),
    );
  });

  it("keeps markup and entities in titles and descriptions as text", () => {
    const hostile = '<script>alert("x")</script> &amp; [x]';
    const page = { title: hostile, description: hostile, markdownUrl: "/a.md", markdown: "# A\n" };
    const text = llmsTxt(site, [{ title: "Concepts", pages: [page] }]);
    expect(text).toContain(
      '- [\\<script>alert("x")\\</script> \\&amp; \\[x\\]](https://webpack.js.org/a.md): \\<script>alert("x")\\</script> \\&amp; [x]',
    );
    expect(twinViolations(text)).toEqual([]);
  });
});

describe("llms-full.txt", () => {
  it("is every page's Markdown in the same order, separated by thematic breaks", () => {
    expect(llmsFullTxt(sections)).toBe(
      "# Concepts\n\nWhat webpack is.\n\n---\n\n# Output\n\n```js\nx;\n```\n\n---\n\n# Glossary\n",
    );
  });
});
