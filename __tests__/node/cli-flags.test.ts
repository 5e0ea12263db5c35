/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cliFlagSource, compile, CONTENT_ROOT, contentProcessor, generatedContentFiles } from "../content-files";
import { withFastTables } from "../../src/content-model/markdown/fast-tables";
import { VFile } from "../../src/content-model/markdown/processor";
import {
  CLI_FLAGS_PAGE_PATH,
  cliFlagsPage,
  descriptionMarkdown,
  findCommand,
  argumentName,
  ownFlags,
  valueText,
  type CliFlagSource,
  flagSearchSections,
} from "../../src/content-model/generated/cli-flags";
import { compileContentFile, type CompiledContentFile } from "../../src/content-model/content-file";
import { buildSearchIndex } from "../../src/search/build-index";
import { loadSearchIndex, searchIndex } from "../../src/search/search";
import { repositoryPath } from "../../src/content-model/paths";
import { htmlText } from "../html-text";

// The CLI reference against the installed webpack-cli: the generated page (/api/cli-flags/) lists
// every flag `--help=verbose` prints, and the hand-written page (/api/cli/) names webpack-cli's own
// flags, its commands and the flags of top-level options. The expected flags are read from the
// CLI's printed help, not from the data the generator gets, so the two are checked against each other.

/**
 * The core flags the hand-written CLI page must name: those setting a top-level configuration key,
 * and those plain `webpack --help` prints (webpack-cli's short list). Every form of each, as help
 * prints them (`--bail`, `--no-bail`, `--entry-reset`).
 */
function topLevelCoreFlags(source: CliFlagSource): string[] {
  const build = findCommand(source, "build");
  const topLevelPath = (path: string): boolean => !path.replace(/\[\]/g, "").includes(".");
  const names = new Set(
    Object.entries(source.webpackArguments)
      .filter(([, argument]) => argument.configs.every((config) => topLevelPath(config.path)))
      .map(([name]) => name),
  );
  for (const option of build.options)
    if (!option.hidden && argumentName(option) in source.webpackArguments) names.add(argumentName(option));
  return build.options.filter((option) => names.has(argumentName(option))).map((option) => option.long);
}

const ROOT = join(__dirname, "..", "..");
const CLI = join(ROOT, "node_modules", "webpack-cli", "bin", "cli.js");
const CLI_PAGE = "api/cli.mdx";

/**
 * The flags `webpack ARGS --help=verbose` prints, read from the help text. It goes to a file: the
 * CLI exits right after printing, which can cut short what it writes to a full pipe.
 */
function printedFlags(...args: string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), "webpack-help-"));
  const file = join(dir, "help.txt");
  const out = openSync(file, "w");
  try {
    execFileSync(process.execPath, [CLI, ...args, "--help=verbose"], {
      cwd: ROOT,
      stdio: ["ignore", out, "pipe"],
      env: { ...process.env, NO_COLOR: "1" },
    });
    return [...readFileSync(file, "utf8").matchAll(/^ {2}(?:-\w, )?(--[\w-]+)/gm)].map((match) => match[1]);
  } finally {
    closeSync(out);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Flag names (`--name`, `-n`) in a piece of text; a name cut short (`--module-rules-…`, `--no-`) is not one. */
const flagsIn = (text: string): string[] =>
  [...text.matchAll(/(?<![\w-])(--[a-z0-9](?:[a-z0-9-]*[a-z0-9])?|-[a-z])(?![\w…-])/gi)].map((match) => match[1]);

/** The text of each inline code span of a page (code blocks left out). */
function inlineCode(html: string): string[] {
  const prose = html.replace(/<pre[\s\S]*?<\/pre>/g, "");
  return [...prose.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((match) => htmlText(match[1]));
}

/** The body cells of a page's tables, row by row, as HTML (header rows left out). */
function tableRows(html: string): string[][] {
  return [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
    .map((row) => [...row[1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1]))
    .filter((cells) => cells.length > 0);
}

/** What the page says about itself when a flag is missing, so a failure names flag and page. */
const onPage = (page: string) => (flag: string) => `${flag} (${repositoryPath(page)})`;

let source: CliFlagSource;
let reference: CompiledContentFile;
let referenceFlags: Set<string>;
let buildFlags: string[];
let serveFlags: string[];

beforeAll(async () => {
  source = cliFlagSource(ROOT);
  reference = await compile(CLI_FLAGS_PAGE_PATH, cliFlagsPage(source));
  // The Flag column: the first cell of each row.
  referenceFlags = new Set(tableRows(reference.html).flatMap((cells) => (cells[0] ? flagsIn(htmlText(cells[0])) : [])));
  buildFlags = printedFlags();
  serveFlags = printedFlags("serve");
}, 120_000);

describe("the data read from the installed packages", () => {
  it("has webpack-cli's commands, and the flags help prints", () => {
    expect(source.commands.map((command) => command.name).sort()).toEqual([
      "build",
      "complete",
      "configtest",
      "help",
      "info",
      "serve",
      "version",
      "watch",
    ]);
    expect(buildFlags.length).toBeGreaterThan(2000);
    expect(serveFlags.length).toBeGreaterThan(buildFlags.length);
    const fromSource = (name: string) =>
      [...findCommand(source, name).options, ...source.globalOptions].map((option) => option.long).sort();
    expect(fromSource("build")).toEqual([...buildFlags].sort());
    expect(fromSource("serve")).toEqual([...serveFlags].sort());
  });
});

describe(`the generated reference (${CLI_FLAGS_PAGE_PATH})`, () => {
  it("lists every flag of `webpack --help=verbose`", () => {
    expect(buildFlags.filter((flag) => !referenceFlags.has(flag)).map(onPage(CLI_FLAGS_PAGE_PATH))).toEqual([]);
  });

  it("lists every flag of `webpack serve --help=verbose`", () => {
    expect(serveFlags.filter((flag) => !referenceFlags.has(flag)).map(onPage(CLI_FLAGS_PAGE_PATH))).toEqual([]);
  });

  it("lists no flag the CLI does not have", () => {
    const known = new Set([
      ...serveFlags,
      ...source.commands.flatMap((command) => command.options.flatMap((option) => [option.long, option.short ?? ""])),
    ]);
    for (const option of source.globalOptions) if (option.short) known.add(option.short);
    expect([...referenceFlags].filter((flag) => !known.has(flag))).toEqual([]);
  });

  it("compiles without problems into unique heading ids", () => {
    expect(reference.problems).toEqual([]);
    const ids = reference.headings.map((heading) => heading.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("has one section per top-level configuration option, each flag under the option it sets", () => {
    const schema = require("webpack/schemas/WebpackOptions.json") as { properties: Record<string, unknown> };
    const sections = reference.html.split(/<h2[^>]*>/).slice(1);
    const misplaced: string[] = [];
    const keys: string[] = [];
    for (const section of sections) {
      const heading = htmlText(section.slice(0, section.indexOf("</h2>")));
      if (heading === "Flags of webpack-cli") continue;
      keys.push(heading);
      for (const cells of tableRows(section)) {
        for (const path of htmlText(cells[2])
          .split(/(?=devServer\.)|\s+/)
          .filter(Boolean)) {
          if (!new RegExp(`^${heading}(?:$|[.[])`).test(path))
            misplaced.push(`${htmlText(cells[0])} sets ${path}, listed under ${heading}`);
        }
      }
    }
    expect(keys.filter((key) => !(key in schema.properties))).toEqual([]);
    expect(misplaced).toEqual([]);
  });

  it("compiles with the fast table parse the build uses to exactly what the usual parse gives", async () => {
    const text = cliFlagsPage(source);
    const parsed: string[] = [];
    const counting = {
      ...contentProcessor(),
      parse: (file: VFile) => (parsed.push(String(file.value)), contentProcessor().parse(file)),
    };
    const fast = await compileContentFile(CLI_FLAGS_PAGE_PATH, text, withFastTables(counting));
    expect(fast).toEqual(reference);
    // Every table of the page was read the fast way: the whole page never went through the usual parse.
    expect(parsed).not.toContain(text);
  });

  it("is what the tests' content tree holds, and no content file takes its path", () => {
    expect(generatedContentFiles().map((file) => file.relativePath)).toContain(CLI_FLAGS_PAGE_PATH);
    expect(existsSync(join(CONTENT_ROOT, CLI_FLAGS_PAGE_PATH))).toBe(false);
  });

  it("can be found by the site search, by title and by flag name", () => {
    const cli = { relativePath: CLI_PAGE, text: readFileSync(join(CONTENT_ROOT, CLI_PAGE), "utf8") };
    return compile(cli.relativePath, cli.text).then((handWritten) => {
      const searchable = { ...reference, searchSections: flagSearchSections(reference.searchSections) };
      const pages = [searchable, handWritten].map((file) => ({
        url: file.location.url,
        title: file.frontMatter.title,
        name: file.location.name,
        section: file.location.section,
        searchSections: file.searchSections,
      }));
      const index = loadSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(pages))));
      const top = (query: string) => searchIndex(index, query, 3).map((result) => result.url);
      expect(top("cli flag reference")[0]).toMatch(/^\/api\/cli-flags\//);
      expect(top("module-rules-test")).toContain("/api/cli-flags/#module");
      expect(top("client-overlay")).toContain("/api/cli-flags/#devserver");
    });
  });
});

describe("generator details", () => {
  it("describes a flag's value from its configs", () => {
    expect(valueText({ multiple: false, configs: [{ type: "boolean", path: "bail", multiple: false }] })).toBe("none");
    expect(
      valueText({
        multiple: false,
        configs: [
          { type: "enum", path: "stats", multiple: false, values: ["minimal"] },
          { type: "boolean", path: "stats", multiple: false },
        ],
      }),
    ).toBe("optional: `minimal`");
    expect(
      valueText({
        multiple: true,
        configs: [
          { type: "RegExp", path: "externals[]", multiple: true },
          { type: "string", path: "externals[]", multiple: true },
        ],
      }),
    ).toBe("regular expression or string, repeatable");
  });

  it("keeps code spans and strong text of a description, and escapes the rest", () => {
    expect(descriptionMarkdown("Use `a|b` as **absolute path** {x} <y>")).toBe(
      "Use `a\\|b` as **absolute path** \\{x\\} \\<y\\>",
    );
    expect(descriptionMarkdown("one ` backtick")).toBe("one \\` backtick");
  });

  it("writes the URLs of a description as links, without the punctuation after them", () => {
    expect(descriptionMarkdown("See https://webpack.js.org/configuration/output/#output_path. Or `x`.")).toBe(
      "See [https://webpack.js.org/configuration/output/\\#output\\_path](https://webpack.js.org/configuration/output/#output_path). Or `x`.",
    );
    expect(descriptionMarkdown("(http://a.test/x), or http://b.test")).toBe(
      "([http://a.test/x](http://a.test/x)), or [http://b.test](http://b.test)",
    );
  });
});

describe(`the hand-written page (${repositoryPath(CLI_PAGE)})`, () => {
  let code: string[];
  let named: Set<string>;
  beforeAll(async () => {
    code = inlineCode((await compile(CLI_PAGE, readFileSync(join(CONTENT_ROOT, CLI_PAGE), "utf8"))).html);
    named = new Set(code.flatMap(flagsIn));
  });

  it("names every flag of webpack-cli itself, with its alias", () => {
    const own = ownFlags(source).flatMap(({ option }) => [option.long, ...(option.short ? [option.short] : [])]);
    expect(own.length).toBeGreaterThanOrEqual(15);
    expect(own.filter((flag) => !named.has(flag)).map(onPage(CLI_PAGE))).toEqual([]);
  });

  it("names every flag that sets a top-level option or that plain `webpack --help` shows", () => {
    const build = findCommand(source, "build");
    const shortOf = new Map(build.options.map((option) => [option.long, option.short]));
    const flags = topLevelCoreFlags(source).flatMap((flag) => [
      flag,
      ...(shortOf.get(flag) ? [shortOf.get(flag) as string] : []),
    ]);
    expect(flags.length).toBeGreaterThan(50);
    expect(flags.filter((flag) => !named.has(flag)).map(onPage(CLI_PAGE))).toEqual([]);
  });

  it("names every command and its aliases in code", () => {
    const spans = new Set(code);
    const missing = source.commands
      .flatMap((command) => [command.name, ...command.aliases])
      .filter((word) => !spans.has(word));
    expect(missing.map(onPage(CLI_PAGE))).toEqual([]);
  });

  it("names only flags the CLI has", () => {
    const known = new Set([
      ...serveFlags,
      ...source.commands.flatMap((command) => command.options.flatMap((option) => [option.long, option.short ?? ""])),
    ]);
    for (const option of source.globalOptions) if (option.short) known.add(option.short);
    expect([...named].filter((flag) => !known.has(flag)).map(onPage(CLI_PAGE))).toEqual([]);
  });
});
