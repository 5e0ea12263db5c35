import { compileContentFile } from "../../src/content-model/content-file";
import { parseWithFastTables, withFastTables } from "../../src/content-model/markdown/fast-tables";
import { VFile } from "../../src/content-model/markdown/processor";
import { contentProcessor } from "../content-files";

const page = (body: string): string => `---\ntitle: Tables\n---\n\n${body}\n`;

/** What the site keeps of a compiled page, the usual way and with fast tables. */
async function bothWays(body: string) {
  const compile = async (fast: boolean) => {
    const processor = fast ? withFastTables(contentProcessor()) : contentProcessor();
    const { html, markdown, headings, searchSections, problems, links } = await compileContentFile(
      "guides/tables.mdx",
      page(body),
      processor,
    );
    return { html, markdown, headings, searchSections, problems, links };
  };
  return { usual: await compile(false), fast: await compile(true) };
}

/** The tables parseWithFastTables finds, and whether it had to parse the whole file the usual way. */
function fastParse(body: string) {
  const parsed: string[] = [];
  const counting = {
    ...contentProcessor(),
    parse: (file: VFile) => (parsed.push(String(file.value)), contentProcessor().parse(file)),
  };
  const tree = parseWithFastTables(counting, new VFile({ value: page(body) }));
  return {
    tables: tree.children.filter((node) => node.type === "table").length,
    usualParse: parsed.includes(page(body)),
  };
}

describe("fast tables", () => {
  it("give the page the usual parse gives: alignment, code with escaped pipes, emphasis, JSX line breaks, empty cells", async () => {
    const body = [
      "Intro with a [link](/concepts/output/).",
      "",
      "| Flag | Value | Description |",
      "|:---|:---:|---:|",
      "| `--mode <value>` | `development` \\| `production` | Sets **mode**.<br />Second line. |",
      "| `--a\\|b` |  | Text with \\* and \\| pipes |",
      "",
      "## Next",
      "",
      "| One |",
      "|---|",
      "| [a link](/concepts/) |",
    ].join("\n");
    const { usual, fast } = await bothWays(body);
    expect(fast).toEqual(usual);
    expect(usual.html).toContain("<table");
    expect(fastParse(body)).toEqual({ tables: 2, usualParse: false });
  });

  it("keep every other node on its line, so problems name the right line", async () => {
    const body = ["| A |", "|---|", "| 1 |", "| 2 |", "", "Broken <span> tag."].join("\n");
    const { usual, fast } = await bothWays(body);
    expect(fast.problems).toEqual(usual.problems);
    expect(usual.problems.length).toBeGreaterThan(0);
  });

  it("leave tables in code fences, after a paragraph line, or with cells that are not one paragraph to the usual parse", async () => {
    const body = [
      "```md",
      "| not | a table |",
      "|---|---|",
      "```",
      "",
      "Text right before",
      "| A | B |",
      "|---|---|",
      "| 1 | 2 |",
      "",
      "| A |",
      "|---|",
      "| - a list item? |",
      "| # a heading? |",
    ].join("\n");
    const { usual, fast } = await bothWays(body);
    expect(fast).toEqual(usual);
    // The list and heading cells send the whole file the usual way; so does a file whose only
    // table follows a paragraph line.
    expect(fastParse(body)).toEqual({ tables: 2, usualParse: true });
    expect(fastParse(body.split("\n").slice(0, 9).join("\n"))).toEqual({ tables: 1, usualParse: true });
  });
});
