import { pageForOption } from "../option-pages";
import type { PageSection } from "../types";

// The CLI flag reference page (/api/cli-flags/), written as Markdown from plain data that
// src/node/cli-flags.ts reads from the installed webpack-cli, webpack and webpack-dev-server. The
// page is compiled like any content file; nothing here touches the file system.

/** Where the generated page sits among the content files: its route is /api/cli-flags/. */
export const CLI_FLAGS_PAGE_PATH = "api/cli-flags.mdx";

/** The source file of the generated page, where its "Edit Document" link points. */
export const CLI_FLAGS_GENERATOR = "src/content-model/generated/cli-flags.ts";

/** One way a flag's value is written into the configuration (webpack's `ArgumentConfig`). */
export interface ArgumentConfig {
  type: "enum" | "string" | "path" | "number" | "boolean" | "RegExp" | "reset";
  /** Configuration path the value goes to; `[]` marks a list item, e.g. `module.rules[].test`. */
  path: string;
  multiple: boolean;
  values?: Array<string | number | boolean>;
  description?: string;
  negatedDescription?: string;
}

/** A flag webpack derives from a configuration schema (`webpack.cli.getArguments()`), keyed by its name. */
export interface CliArgument {
  description?: string;
  multiple: boolean;
  configs: ArgumentConfig[];
}

/** An option as webpack-cli registers it with commander and prints it in `--help=verbose`. */
export interface CliOption {
  /** `--output-path`, or `--no-bail` for a negated form. */
  long: string;
  short: string | null;
  /** The option as help prints it, e.g. `-o, --output-path <value>`. */
  term: string;
  description: string;
  /** Left out of plain `--help`, shown by `--help=verbose`. */
  hidden: boolean;
  negate: boolean;
}

export interface CliCommand {
  name: string;
  aliases: string[];
  description: string;
  usage: string;
  options: CliOption[];
}

/** Everything the reference is made from, as plain data. */
export interface CliFlagSource {
  packages: { webpack: string; "webpack-cli": string; "webpack-dev-server": string };
  /** Options every command accepts (`--color`, `--version`, `--help` …). */
  globalOptions: CliOption[];
  commands: CliCommand[];
  webpackArguments: Record<string, CliArgument>;
  /** Derived from webpack-dev-server's options schema; their paths are relative to `devServer`. */
  devServerArguments: Record<string, CliArgument>;
}

/** A row of the reference: one argument with every form help prints for it. */
interface FlagEntry {
  name: string;
  argument: CliArgument;
  /** Help terms: the flag itself, its `--no-` form and its `-reset` form, each when it has one. */
  terms: string[];
  /** The `-reset` flag of the same list, shown in this row. */
  reset: string | null;
}

/** The argument an option belongs to: `--no-bail` → `bail`. */
export function argumentName(option: Pick<CliOption, "long" | "negate">): string {
  const name = option.long.replace(/^--/, "");
  return option.negate ? name.replace(/^no-/, "") : name;
}

export function findCommand(source: CliFlagSource, name: string): CliCommand {
  const command = source.commands.find((candidate) => candidate.name === name);
  if (!command) throw new Error(`webpack-cli has no \`${name}\` command`);
  return command;
}

const isDerived = (source: CliFlagSource, option: CliOption): boolean => {
  const name = argumentName(option);
  return name in source.webpackArguments || name in source.devServerArguments;
};

/** webpack-cli's own options of one command: those no configuration schema gives it. */
export function ownOptions(source: CliFlagSource, command: CliCommand): CliOption[] {
  return command.options.filter((option) => !isDerived(source, option));
}

/** Every webpack-cli option with no configuration behind it, with the commands that accept it. */
export function ownFlags(source: CliFlagSource): Array<{ option: CliOption; commands: string[] }> {
  const byLong = new Map<string, { option: CliOption; commands: string[] }>();
  for (const command of source.commands) {
    for (const option of ownOptions(source, command)) {
      const entry = byLong.get(option.long);
      if (entry) entry.commands.push(command.name);
      else byLong.set(option.long, { option, commands: [command.name] });
    }
  }
  return [...byLong.values(), ...source.globalOptions.map((option) => ({ option, commands: [] }))];
}

/** Every flag `webpack <command> --help=verbose` prints: the command's options and the global ones. */
export function helpFlags(source: CliFlagSource, commandName: string): string[] {
  return [...findCommand(source, commandName).options, ...source.globalOptions].map((option) => option.long);
}

// ---------------------------------------------------------------------------------------------
// Markdown

/** Text safe in MDX prose and in a table cell: every character Markdown or MDX would act on is escaped. */
function escapeText(text: string): string {
  return text.replace(/[\\`*_{}[\]<>|&!#~]/g, (character) => `\\${character}`);
}

/** An inline code span safe in a table cell. */
function code(text: string): string {
  const fence = text.includes("`") ? "``" : "`";
  const padded = text.startsWith("`") || text.endsWith("`") ? ` ${text} ` : text;
  return `${fence}${padded.replace(/\|/g, "\\|")}${fence}`;
}

/** A URL in a description, up to the punctuation that ends its sentence. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]*[^\s<>"'`.,;:!?)\]]/g;

/** Literal text with its URLs as links: the content compiler makes no link of a bare URL. */
function linkedText(text: string): string {
  let markdown = "";
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    const destination = url.replace(/[()\s]/g, (character) => encodeURIComponent(character));
    markdown += `${escapeText(text.slice(last, match.index))}[${escapeText(url)}](${destination})`;
    last = match.index + url.length;
  }
  return markdown + escapeText(text.slice(last));
}

/**
 * A description from a schema or from webpack-cli as Markdown: its `code spans` and `**strong**`
 * words stay, its URLs become links, everything else is literal text.
 */
export function descriptionMarkdown(text: string): string {
  const parts = text.split("`");
  // An odd number of backticks has no pairs to trust: the whole text is literal then.
  if (parts.length % 2 === 0) return linkedText(text);
  return parts
    .map((part, index) => {
      if (index % 2 === 1) return part === "" ? "" : code(part);
      return linkedText(part).replace(/\\\*\\\*([^*]+?)\\\*\\\*/g, (_, strong: string) => `**${strong}**`);
    })
    .join("");
}

/** What a flag's value may be, from its argument configs, e.g. "optional: `profile`". */
export function valueText(argument: CliArgument): string {
  const kinds: string[] = [];
  let bare = false;
  const add = (kind: string) => {
    if (!kinds.includes(kind)) kinds.push(kind);
  };
  for (const config of argument.configs) {
    switch (config.type) {
      case "boolean":
      case "reset":
        bare = true;
        break;
      case "enum":
        for (const value of config.values ?? []) {
          if (value === true) bare = true;
          else if (value !== false) add(code(String(value)));
        }
        break;
      case "RegExp":
        add("regular expression");
        break;
      default:
        add(config.type);
    }
  }
  const repeatable = argument.multiple ? ", repeatable" : "";
  if (kinds.length === 0) return `none${repeatable}`;
  return `${bare ? "optional: " : ""}${kinds.join(" or ")}${repeatable}`;
}

/** The configuration options a flag sets, e.g. `output.path`. */
function setsText(argument: CliArgument, prefix: string): string {
  const paths = [...new Set(argument.configs.map((config) => `${prefix}${config.path}`))];
  return paths.map(code).join("<br />");
}

/** A `-reset` flag's description: the introduction says what emptying a list means. */
const resetText = (name: string): string => `${code(`--${name}`)} empties the list.`;

function entryDescription(entry: FlagEntry): string {
  const { argument, name } = entry;
  if (isReset(argument)) return resetText(name);
  const negated = argument.configs.find((config) => config.negatedDescription)?.negatedDescription;
  const parts = [descriptionMarkdown(argument.description ?? "")];
  if (negated) parts.push(`${code(`--no-${name}`)}: ${descriptionMarkdown(negated)}`);
  if (entry.reset) parts.push(resetText(entry.reset));
  return parts.join("<br />");
}

const termCell = (terms: readonly string[]): string => terms.map(code).join("<br />");

const tableHeader = (columns: readonly string[]): string[] => [
  `| ${columns.join(" | ")} |`,
  `|${columns.map(() => "---").join("|")}|`,
];

const isReset = (argument: CliArgument): boolean => argument.configs.every((config) => config.type === "reset");

/**
 * The rows of one schema's flags, with the help terms of the command that lists them. A list's
 * `-reset` flag shares the list's row.
 */
function flagEntries(args: Record<string, CliArgument>, command: CliCommand): FlagEntry[] {
  const terms = new Map<string, string[]>();
  for (const option of command.options) {
    const name = argumentName(option);
    if (name in args) terms.set(name, [...(terms.get(name) ?? []), option.term]);
  }
  const termsOf = (name: string) => terms.get(name) ?? [`--${name}`];
  const listOf = (name: string) => {
    const list = name.replace(/-reset$/, "");
    return list !== name && isReset(args[name]) && list in args && !isReset(args[list]) ? list : null;
  };
  return Object.keys(args)
    .filter((name) => listOf(name) === null)
    .map((name) => {
      const reset = `${name}-reset` in args && listOf(`${name}-reset`) === name ? `${name}-reset` : null;
      return { name, argument: args[name], terms: [...termsOf(name), ...(reset ? termsOf(reset) : [])], reset };
    });
}

/** Top-level configuration key a flag belongs to: `module.rules[].test` → `module`. */
const groupKey = (argument: CliArgument): string => argument.configs[0].path.split(/[.[]/)[0];

interface FlagGroup {
  key: string;
  rows: Array<{ entry: FlagEntry; prefix: string }>;
}

function groupFlags(source: CliFlagSource): FlagGroup[] {
  const groups = new Map<string, FlagGroup>();
  const add = (key: string, row: FlagGroup["rows"][number]) => {
    const group = groups.get(key) ?? { key, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  };
  for (const entry of flagEntries(source.webpackArguments, findCommand(source, "build")))
    add(groupKey(entry.argument), { entry, prefix: "" });
  for (const entry of flagEntries(source.devServerArguments, findCommand(source, "serve")))
    add("devServer", { entry, prefix: "devServer." });
  const byName = (a: string, b: string) => a.localeCompare(b, "en");
  for (const group of groups.values()) group.rows.sort((a, b) => byName(a.entry.name, b.entry.name));
  return [...groups.values()].sort((a, b) => byName(a.key, b.key));
}

const count = (value: number): string => value.toLocaleString("en-US");

function frontMatter(): string[] {
  return [
    "---",
    "title: CLI Flag Reference",
    "description: Every flag of the webpack command and of webpack serve, with its value, the configuration option it sets and what it does.",
    "sort: 1.5",
    "contributors:",
    "  - webpack",
    "related:",
    "  - title: Command Line Interface",
    "    url: /api/cli/",
    "  - title: Configuration",
    "    url: /configuration/",
    "---",
    "",
  ];
}

function introduction(source: CliFlagSource): string[] {
  const { packages } = source;
  const buildCount = helpFlags(source, "build").length;
  const serveOnly = helpFlags(source, "serve").length - buildCount;
  return [
    `{/* Generated when the site is built, by ${CLI_FLAGS_GENERATOR}, from the installed packages. Edit the generator, not this page. */}`,
    "",
    `This page lists every flag of webpack-cli ${packages["webpack-cli"]} with webpack ${packages.webpack} and webpack-dev-server ${packages["webpack-dev-server"]}: the ${count(buildCount)} flags \`webpack --help=verbose\` prints, which \`webpack build\` and \`webpack watch\` accept, and the ${count(serveOnly)} more that only \`webpack serve\` accepts. It is generated from those packages each time the site is built, so it cannot drift from them. How the names are formed, and how lists, \`--no-\` and \`-reset\` flags behave, is explained on the [Command Line Interface](/api/cli/#flags-from-configuration-options) page.`,
    "",
    "Each flag is listed under the top-level configuration option it sets. The columns say:",
    "",
    "- **Flag**: the flag as `--help` prints it, with its short alias if it has one; below it its `--no-` form and, for a list, its `-reset` form. `<value>` means the flag needs a value, `[value]` that the value may be left out, and `...` that the flag may be given more than once.",
    "- **Value**: what the value may be. `path` values are resolved against the directory webpack runs in; a regular expression is written between slashes, as in `/\\.txt$/i`; none means the flag is given on its own.",
    "- **Sets**: the configuration option the value goes to. `[]` marks an item of a list: each use of the flag adds one item.",
    "- **Description**: the package's own description of the option.",
    "",
    "A `-reset` flag empties a list: the items the configuration gave it and those added by flags before the `-reset` flag are dropped, and flags after it add to the empty list.",
    "",
  ];
}

function ownFlagsSection(source: CliFlagSource): string[] {
  const lines = [
    "## Flags of webpack-cli",
    "",
    "These flags belong to webpack-cli itself rather than to a configuration option. The Commands column says which commands take each one; those marked all work with every command. They are described in detail on the [Command Line Interface](/api/cli/#flags-of-webpack-cli) page.",
    "",
    ...tableHeader(["Flag", "Commands", "Description"]),
  ];
  for (const { option, commands } of ownFlags(source)) {
    lines.push(
      `| ${code(option.term)} | ${commands.length > 0 ? commands.map(code).join(", ") : "all"} | ${descriptionMarkdown(option.description)} |`,
    );
  }
  return [...lines, ""];
}

function groupIntro(group: FlagGroup): string {
  const page = `/configuration/${pageForOption(group.key)}/`;
  const option = code(group.key);
  if (group.key === "devServer") {
    // The flags webpack's own schema gives `devServer` work with every build command.
    const core = group.rows.filter((row) => row.prefix === "").flatMap((row) => row.entry.terms.map(code));
    const who =
      core.length === 0
        ? " They only work"
        : ` ${core.join(", ")} ${core.length === 1 ? "works" : "work"} with \`build\`, \`watch\` and \`serve\`; the others only`;
    return `These flags set ${option}, the options of webpack-dev-server ([configuration](${page})).${who} with \`webpack serve\`, which hands them to the dev server.`;
  }
  const forms = group.rows.reduce((total, row) => total + row.entry.terms.length, 0);
  const flags = forms === 1 ? "This flag sets" : `These ${count(forms)} flags set`;
  const deeper = group.rows.some((row) =>
    row.entry.argument.configs.some((config) => config.path.replace(/\[\]/g, "") !== group.key),
  );
  return `${flags} ${option}${deeper ? " and the options below it" : ""} ([configuration](${page})).`;
}

function groupSection(group: FlagGroup): string[] {
  const lines = [
    `## ${code(group.key)}`,
    "",
    groupIntro(group),
    "",
    ...tableHeader(["Flag", "Value", "Sets", "Description"]),
  ];
  for (const { entry, prefix } of group.rows) {
    lines.push(
      `| ${termCell(entry.terms)} | ${valueText(entry.argument)} | ${setsText(entry.argument, prefix)} | ${entryDescription(entry)} |`,
    );
  }
  return [...lines, ""];
}

/** The reference page as a content file (front matter and Markdown), ready for the content compiler. */
export function cliFlagsPage(source: CliFlagSource): string {
  return [
    ...frontMatter(),
    ...introduction(source),
    ...ownFlagsSection(source),
    ...groupFlags(source).flatMap(groupSection),
  ].join("\n");
}

/**
 * What the site search indexes of the reference: per section, its flags' names only. The flags'
 * descriptions repeat the configuration pages' option text, which the index already has; indexed
 * twice they would cost every reader's first search about 4 KB. A flag's name finds its section.
 */
export function flagSearchSections(sections: readonly PageSection[]): PageSection[] {
  return sections.map((section) => ({
    ...section,
    text: (section.text.match(/--[a-z0-9][a-z0-9-]*/g) ?? []).join(" "),
  }));
}
