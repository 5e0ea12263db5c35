import { LineCounter, isMap, isScalar, parseDocument, type Document, type Node as YamlNode } from "yaml";
import { isCodeHostHandle } from "./handles";
import { repositoryPath } from "./paths";
import type { ContentLocation, ContentProblem, FrontMatter, RelatedLink, WrittenLink } from "./types";

/** Every field a content file may set; anything else is a typo or an unsupported idea. */
export const FRONT_MATTER_FIELDS = [
  "title",
  "description",
  "sort",
  "group",
  "contributors",
  "related",
  "source",
  "edit",
  "repo",
  "package",
] as const;

/** `name@version` of the npm package a page documents, e.g. `css-loader@7.1.2` or `@scope/name@1.0.0`. */
const PACKAGE_SPEC = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*@\d+\.\d+\.\d+(-[\w.]+)?$/;

const STRING_FIELDS = ["description", "group", "source", "edit", "repo"] as const;
const EXTERNAL_FIELDS = ["source", "edit", "repo"] as const;

export interface FrontMatterResult {
  frontMatter: FrontMatter | null;
  problems: ContentProblem[];
  /** `related` urls with the line of their entry, for link checking. */
  relatedLinks: WrittenLink[];
}

/** Number of lines taken by a leading `---` front-matter block (0 when there is none). */
export function frontMatterLineCount(lines: string[]): number {
  if (lines[0]?.trim() !== "---") return 0;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === "---");
  return end === -1 ? 0 : end + 1;
}

/** Line (1-based, in the whole file) of a YAML node; the front matter starts on line 2. */
function lineFinder(doc: Document, counter: LineCounter) {
  return (path: Array<string | number>, key = false): number => {
    const parentPath = path.slice(0, -1);
    const parent = parentPath.length ? doc.getIn(parentPath, true) : doc.contents;
    let node: unknown = doc.getIn(path, true);
    if (key && isMap(parent))
      node = parent.items.find((pair) => isScalar(pair.key) && pair.key.value === path[path.length - 1])?.key;
    const range = (node as YamlNode | undefined)?.range;
    return range ? counter.linePos(range[0]).line + 1 : 1;
  };
}

/**
 * Parses and checks a content file's front matter, reporting each problem with its file line.
 * Returns the typed front matter only when there are no problems.
 */
export function readFrontMatter(location: ContentLocation, fileText: string): FrontMatterResult {
  const file = repositoryPath(location.path);
  const lines = fileText.split(/\r?\n/);
  const blockLength = frontMatterLineCount(lines);
  const fail = (line: number, message: string): FrontMatterResult => ({
    frontMatter: null,
    problems: [{ file, line, message }],
    relatedLinks: [],
  });
  if (blockLength === 0) return fail(1, "missing front matter: a `---` block with at least `title`");

  const counter = new LineCounter();
  const doc = parseDocument(lines.slice(1, blockLength - 1).join("\n"), { lineCounter: counter });
  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    return fail((error.linePos?.[0].line ?? 0) + 1, `invalid YAML: ${error.message.split("\n")[0]}`);
  }
  if (!isMap(doc.contents)) return fail(2, "front matter must be a YAML mapping with at least `title`");

  const lineOf = lineFinder(doc, counter);
  const problems: ContentProblem[] = [];
  const report = (line: number, message: string) => problems.push({ file, line, message });
  const data = doc.toJS() as Record<string, unknown>;

  for (const key of Object.keys(data)) {
    if (!(FRONT_MATTER_FIELDS as readonly string[]).includes(key)) {
      report(lineOf([key], true), `unknown front-matter field \`${key}\` (allowed: ${FRONT_MATTER_FIELDS.join(", ")})`);
    }
  }
  if (typeof data.title !== "string" || data.title.trim() === "") {
    report(lineOf(["title"], true), "`title` is required and must be a non-empty string");
  }
  for (const key of STRING_FIELDS) {
    if (data[key] !== undefined && typeof data[key] !== "string")
      report(lineOf([key], true), `\`${key}\` must be a string`);
  }
  if (data.package !== undefined && (typeof data.package !== "string" || !PACKAGE_SPEC.test(data.package))) {
    report(lineOf(["package"], true), "`package` must be `name@major.minor.patch`, e.g. `css-loader@7.1.2`");
  }
  if (data.sort !== undefined && (typeof data.sort !== "number" || !Number.isFinite(data.sort))) {
    report(lineOf(["sort"], true), "`sort` must be a number");
  } else if (location.name === "index" && data.sort !== -1) {
    report(lineOf(["sort"], true), "a section's index.mdx must have `sort: -1`");
  } else if (location.name !== "index" && data.sort === -1) {
    report(lineOf(["sort"], true), "`sort: -1` is reserved for a section's index.mdx");
  }
  const contributors = data.contributors ?? [];
  if (!Array.isArray(contributors) || contributors.some((handle) => typeof handle !== "string" || !handle.trim())) {
    report(lineOf(["contributors"], true), "`contributors` must be a list of code-host handles");
  } else {
    contributors.forEach((handle: string, index: number) => {
      if (!isCodeHostHandle(handle)) {
        report(
          lineOf(["contributors", index]),
          `\`contributors[${index}]\` ${JSON.stringify(handle)} is not a code-host handle (letters, digits and hyphens)`,
        );
      }
    });
  }
  const related = data.related ?? [];
  const relatedLinks: WrittenLink[] = [];
  if (!Array.isArray(related)) {
    report(lineOf(["related"], true), "`related` must be a list of { title, url }");
  } else {
    related.forEach((entry: unknown, index: number) => {
      const problem = relatedProblem(entry);
      if (problem) report(lineOf(["related", index]), `\`related[${index}]\` ${problem}`);
      else relatedLinks.push({ url: (entry as RelatedLink).url, line: lineOf(["related", index, "url"]) });
    });
  }
  for (const key of EXTERNAL_FIELDS) {
    if (location.external && typeof data[key] !== "string") {
      report(2, `\`${key}\` is required on externally maintained pages (files named _name)`);
    } else if (!location.external && data[key] !== undefined) {
      report(lineOf([key], true), `\`${key}\` is only allowed on externally maintained pages (files named _name)`);
    }
  }
  if (problems.length > 0) return { frontMatter: null, problems, relatedLinks };
  return {
    frontMatter: {
      ...(data as Omit<FrontMatter, "title" | "contributors" | "related">),
      title: (data.title as string).trim(),
      contributors: contributors as string[],
      related: related as RelatedLink[],
    },
    problems,
    relatedLinks,
  };
}

/** Why a `related` entry is malformed, or null when it is fine. */
function relatedProblem(entry: unknown): string | null {
  const item = entry as Partial<RelatedLink> | null;
  if (!item || typeof item !== "object" || typeof item.title !== "string" || !item.title.trim()) {
    return "must have a non-empty string `title`";
  }
  if (typeof item.url !== "string" || !item.url) return "must have a string `url`";
  if (!item.url.startsWith("/") && !/^https?:\/\//.test(item.url))
    return "`url` must be a site path (/section/page/) or an http(s) URL";
  return null;
}
