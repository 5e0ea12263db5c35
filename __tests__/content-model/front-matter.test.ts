import { readFrontMatter } from "../../src/content-model/front-matter";
import { locateContentFile } from "../../src/content-model/paths";

const read = (path: string, yaml: string) => readFrontMatter(locateContentFile(path), `---\n${yaml}\n---\n\nBody.\n`);
const messages = (path: string, yaml: string) => read(path, yaml).problems.map((p) => `${p.line}: ${p.message}`);

describe("readFrontMatter", () => {
  it("returns typed front matter with defaults for lists", () => {
    expect(read("concepts/output.mdx", "title: Output\nsort: 2").frontMatter).toEqual({
      title: "Output",
      sort: 2,
      contributors: [],
      related: [],
    });
  });

  it("requires front matter at all", () => {
    expect(readFrontMatter(locateContentFile("a.mdx"), "Body only").problems[0].message).toMatch(
      /missing front matter/,
    );
  });

  it("reports invalid YAML with its line", () => {
    expect(messages("a.mdx", "title: A\nsort: [1,")[0]).toMatch(/^\d+: invalid YAML/);
  });

  it("requires sort -1 on a section index and reserves it for indexes", () => {
    expect(messages("api/index.mdx", "title: API\nsort: 1")).toEqual(["3: a section's index.mdx must have `sort: -1`"]);
    expect(messages("api/cli.mdx", "title: CLI\nsort: -1")).toEqual([
      "3: `sort: -1` is reserved for a section's index.mdx",
    ]);
  });

  it("accepts a package as name@version and rejects anything else", () => {
    expect(read("plugins/banner-plugin.mdx", "title: B\npackage: webpack@5.112.2").frontMatter?.package).toBe(
      "webpack@5.112.2",
    );
    expect(read("a.mdx", "title: A\npackage: '@scope/tool@1.2.3'").problems).toEqual([]);
    expect(messages("a.mdx", "title: A\npackage: css-loader@^7")).toEqual([
      "3: `package` must be `name@major.minor.patch`, e.g. `css-loader@7.1.2`",
    ]);
  });

  it("checks field types", () => {
    expect(messages("a.mdx", "title: A\nsort: first\ngroup: 3\ncontributors: alice")).toEqual([
      "4: `group` must be a string",
      "3: `sort` must be a number",
      "5: `contributors` must be a list of code-host handles",
    ]);
  });

  it("accepts contributors only as code-host handles, naming the line of each other entry", () => {
    expect(read("a.mdx", "title: A\ncontributors:\n  - sokra\n  - evan-you-2").problems).toEqual([]);
    expect(
      messages(
        "a.mdx",
        'title: A\ncontributors:\n  - sokra\n  - "<script>alert(1)</script>"\n  - "javascript:alert(1)"\n  - "a b"',
      ),
    ).toEqual([
      '5: `contributors[1]` "<script>alert(1)</script>" is not a code-host handle (letters, digits and hyphens)',
      '6: `contributors[2]` "javascript:alert(1)" is not a code-host handle (letters, digits and hyphens)',
      '7: `contributors[3]` "a b" is not a code-host handle (letters, digits and hyphens)',
    ]);
  });

  it("accepts related links to site paths and http(s) only, whatever their case or spacing", () => {
    expect(
      messages(
        "a.mdx",
        'title: A\nrelated:\n  - title: "<b>x</b> & \\"y\\""\n    url: /guides/\n  - title: X\n    url: "javascript:alert(1)"\n  - title: Y\n    url: " JavaScript:alert(1)"',
      ),
    ).toEqual([
      "6: `related[1]` `url` must be a site path (/section/page/) or an http(s) URL",
      "8: `related[2]` `url` must be a site path (/section/page/) or an http(s) URL",
    ]);
  });

  it("keeps markup, quotes and ampersands in titles and descriptions as text", () => {
    const text = "<script>alert(\"x\")</script> & 'q'";
    expect(
      read("a.mdx", `title: ${JSON.stringify(text)}\ndescription: ${JSON.stringify(text)}`).frontMatter,
    ).toMatchObject({ title: text, description: text });
  });

  it("requires source, edit and repo on underscore files and forbids them elsewhere", () => {
    expect(messages("loaders/_x-loader.mdx", "title: x-loader\nsource: https://a/README.md")).toEqual([
      "2: `edit` is required on externally maintained pages (files named _name)",
      "2: `repo` is required on externally maintained pages (files named _name)",
    ]);
    expect(messages("loaders/x.mdx", "title: x\nrepo: https://github.com/a/b")).toEqual([
      "3: `repo` is only allowed on externally maintained pages (files named _name)",
    ]);
  });
});
