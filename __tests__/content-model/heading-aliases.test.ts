import { compile } from "../content-files";

// `<a id="old-id"></a>` inside a heading gives the heading an extra id: the heading's own id,
// title and option path stay as without it, and the extra id is in the HTML at the heading.
const page = (body: string) => `---\ntitle: T\n---\n\n${body}`;

describe("extra heading ids", () => {
  it("leave the heading's own id, title and option path alone", async () => {
    const { headings, problems } = await compile(
      "configuration/t.mdx",
      page(
        '### `module.rules[].include` <a id="ruleinclude"></a>\n\n## Conditions of a rule <a id="rule-conditions"></a><a id="conditions"></a>\n',
      ),
    );
    expect(problems).toEqual([]);
    expect(headings).toEqual([
      {
        title: "module.rules[].include",
        id: "modulerulesinclude",
        level: 3,
        line: 5,
        code: true,
        aliases: ["ruleinclude"],
      },
      {
        title: "Conditions of a rule",
        id: "conditions-of-a-rule",
        level: 2,
        line: 7,
        code: false,
        aliases: ["rule-conditions", "conditions"],
      },
    ]);
  });

  it("are rendered as empty elements with that id at the start of the heading", async () => {
    const { html } = await compile("guides/t.mdx", page('## Set up <a id="setup"></a>\n'));
    expect(html).toMatch(/<h2 id="set-up"[^>]*><span id="setup"><\/span>Set up<a href="#set-up"/);
  });

  it("are not added to headings without them, nor to the search sections' text", async () => {
    const { headings, searchSections } = await compile(
      "guides/t.mdx",
      page('## Plain\n\ntext\n\n## Old <a id="old"></a>\n\nmore\n'),
    );
    expect(headings[0]).not.toHaveProperty("aliases");
    expect(searchSections.map((section) => [section.anchor, section.lvl2])).toEqual([
      ["plain", "Plain"],
      ["old", "Old"],
    ]);
  });

  it("stay ordinary HTML when the element has content or other attributes", async () => {
    const { headings, html } = await compile("guides/t.mdx", page('## A <a id="x" class="y"></a>\n'));
    expect(headings[0]).not.toHaveProperty("aliases");
    expect(html).toContain('<a id="x" class="y"></a>');
  });

  it("must not repeat an id of the page: the problem names both lines", async () => {
    const { problems } = await compile("guides/t.mdx", page('## Options\n\n## Settings <a id="options"></a>\n'));
    expect(problems).toEqual([
      {
        file: "content/guides/t.mdx",
        line: 7,
        message: "id `options` is already used on line 5: ids must be unique on a page",
      },
    ]);
  });
});
