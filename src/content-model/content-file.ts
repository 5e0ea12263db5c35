import type { Root as HastRoot } from "hast";
import { toHtml } from "hast-util-to-html";
import type {
  Anchor,
  CodeBlock,
  ContentLocation,
  ContentProblem,
  FrontMatter,
  Heading,
  PageSection,
  WrittenLink,
} from "./types";
import { locateContentFile, repositoryPath } from "./paths";
import { readFrontMatter } from "./front-matter";
import { VFile, type ContentProcessor } from "./markdown/processor";
import { CONTENT_MESSAGE_SOURCE } from "./markdown/mdx-nodes";
import { collectCodeBlocks, collectHeadings, collectLinks, splitSections } from "./markdown/outline";
import { markdownTwin } from "./markdown/twin";
import { SITE_METADATA } from "../site/metadata";

/** Everything the site derives from one content file, compiled once from its syntax tree. */
export interface CompiledContentFile {
  location: ContentLocation;
  /** Validated front matter; when invalid, a stand-in titled with the file name so the page still lists. */
  frontMatter: FrontMatter;
  problems: ContentProblem[];
  /** The article as static HTML: highlighted code blocks, heading ids and permalinks. */
  html: string;
  /** Every heading of the page, all levels. */
  headings: Heading[];
  /** Headings of levels 1–3: the page's in-page anchors. */
  anchors: Anchor[];
  links: WrittenLink[];
  relatedLinks: WrittenLink[];
  codeBlocks: CodeBlock[];
  /** The page split at its h2/h3 headings, as plain text: the search index's documents. */
  searchSections: PageSection[];
  /** The page as CommonMark + GFM (title, description, article; absolute links, no HTML): its Markdown twin. */
  markdown: string;
}

export interface CompileOptions {
  /** Origin the Markdown twin's site links are resolved against. */
  siteUrl: string;
}

/** The page's anchors: headings of level 1 to 3. */
export function toAnchors(headings: readonly Heading[]): Anchor[] {
  return headings.filter((heading) => heading.level <= 3).map(({ title, id, level }) => ({ title, id, level }));
}

/** Extra heading ids (`<a id>` in a heading) that repeat an id of the page: a link could land on either. */
export function duplicateIdProblems(file: string, headings: readonly Heading[]): ContentProblem[] {
  const firstLine = new Map<string, number>();
  const problems: ContentProblem[] = [];
  for (const heading of headings) {
    for (const id of [heading.id, ...(heading.aliases ?? [])]) {
      const line = firstLine.get(id);
      if (line === undefined) firstLine.set(id, heading.line);
      else
        problems.push({
          file,
          line: heading.line,
          message: `id \`${id}\` is already used on line ${line}: ids must be unique on a page`,
        });
    }
  }
  return problems;
}

/** A problem from the compiler (a syntax error or a VFile message), placed at its file line. */
function problemOf(file: string, error: unknown): ContentProblem {
  const message = error as {
    reason?: string;
    message?: string;
    line?: number | null;
    place?: { line?: number; start?: { line?: number } };
  };
  const line = message.line ?? message.place?.start?.line ?? message.place?.line ?? undefined;
  return { file, line, message: message.reason ?? message.message ?? String(error) };
}

/** Compiles one content file (path relative to content/) into the content model, problems included. */
export async function compileContentFile(
  relativePath: string,
  fileText: string,
  processor: ContentProcessor,
  options: CompileOptions = { siteUrl: SITE_METADATA.siteUrl },
): Promise<CompiledContentFile> {
  const location = locateContentFile(relativePath);
  const file = repositoryPath(location.path);
  const { frontMatter, problems, relatedLinks } = readFrontMatter(location, fileText);
  const compiled: CompiledContentFile = {
    location,
    frontMatter: frontMatter ?? { title: location.name.replace(/^_/, ""), contributors: [], related: [] },
    problems,
    html: "",
    headings: [],
    anchors: [],
    links: [],
    relatedLinks,
    codeBlocks: [],
    searchSections: [],
    markdown: "",
  };
  const vfile = new VFile({ value: fileText, path: file });
  let hast: HastRoot;
  try {
    const tree = processor.parse(vfile);
    hast = await processor.toHast(tree, vfile);
    compiled.headings = collectHeadings(tree);
    compiled.links = collectLinks(tree);
    compiled.codeBlocks = collectCodeBlocks(tree);
    compiled.searchSections = splitSections(tree, compiled.headings);
    // After toHast: the remark plugins have run, so the twin reads the tree the HTML came from.
    const { title, description } = compiled.frontMatter;
    compiled.markdown = markdownTwin(tree, { title, description, siteUrl: options.siteUrl, pageUrl: location.url });
  } catch (error) {
    problems.push(problemOf(file, error));
    return compiled;
  }
  problems.push(
    ...vfile.messages
      .filter((message) => message.source === CONTENT_MESSAGE_SOURCE)
      .map((message) => problemOf(file, message)),
  );
  const h1 = compiled.headings.find((heading) => heading.level === 1);
  if (h1) problems.push({ file, line: h1.line, message: "do not write an `# h1` heading: the page title is the h1" });
  problems.push(...duplicateIdProblems(file, compiled.headings));
  compiled.anchors = toAnchors(compiled.headings);
  compiled.html = toHtml(hast, { allowDangerousHtml: true });
  return compiled;
}
