import { extractHeadings, inlineText, toAnchors } from "../../src/content-model/anchors";

const page = (body: string) => `---\ntitle: T\n---\n\n${body}`;

describe("extractHeadings", () => {
  it("slugs headings as github-slugger does, with -1 for repeats", () => {
    const headings = extractHeadings(page("## Tree Shaking\n\n## Options\n\n### Options\n"));
    expect(headings.map((h) => h.id)).toEqual(["tree-shaking", "options", "options-1"]);
  });

  it("uses the code text of option headings, so the anchor is the option name", () => {
    const [heading] = extractHeadings(page("## `output.publicPath`\n"));
    expect(heading).toMatchObject({ title: "output.publicPath", id: "outputpublicpath", level: 2 });
  });

  it("ignores headings in fenced code and front matter, and reports file lines", () => {
    const text = page("```bash\n# a shell comment\n```\n\n~~~\n## nope\n~~~\n\n## Real\n");
    expect(extractHeadings(text)).toEqual([{ title: "Real", id: "real", level: 2, line: 13 }]);
  });

  it("keeps text of links and emphasis and drops closing hashes", () => {
    expect(extractHeadings(page("## Use [loaders](/concepts/loaders/) **now** ##\n"))[0].title).toBe("Use loaders now");
  });

  it("keeps levels 1 to 3 as anchors", () => {
    const anchors = toAnchors(extractHeadings(page("## Two\n### Three\n#### Four\n")));
    expect(anchors.map((a) => a.level)).toEqual([2, 3]);
  });
});

describe("inlineText", () => {
  it("unescapes markdown escapes and entities", () => {
    expect(inlineText("a \\_b\\_ &amp; c")).toBe("a _b_ & c");
  });

  it("keeps intraword underscores but treats __x__ as strong, as CommonMark does", () => {
    expect(inlineText("snake_case_name")).toBe("snake_case_name");
    expect(inlineText("__webpack_public_path__")).toBe("webpack_public_path");
  });
});
