import type { Anchor, ContentLocation, ContentProblem, FrontMatter } from "./types";
import { locateContentFile } from "./paths";
import { readFrontMatter } from "./front-matter";
import { extractHeadings, toAnchors } from "./anchors";
import { extractLinks, type WrittenLink } from "./links";

/** Everything the site derives from one content file, problems included. */
export interface AnalyzedContentFile {
  location: ContentLocation;
  /** Validated front matter; when invalid, a stand-in titled with the file name so the page still lists. */
  frontMatter: FrontMatter;
  problems: ContentProblem[];
  /** Headings of levels 1–3: the page's in-page anchors. */
  anchors: Anchor[];
  /** Ids of every heading on the page, for `#anchor` link checks. */
  headingIds: string[];
  links: WrittenLink[];
  relatedLinks: WrittenLink[];
}

/** Reads one content file (path relative to content/) into the content model. */
export function analyzeContentFile(relativePath: string, fileText: string): AnalyzedContentFile {
  const location = locateContentFile(relativePath);
  const { frontMatter, problems, relatedLinks } = readFrontMatter(location, fileText);
  const headings = extractHeadings(fileText);
  const file = `content/${location.path}`;
  const h1 = headings.find((heading) => heading.level === 1);
  if (h1) problems.push({ file, line: h1.line, message: "do not write an `# h1` heading: the page title is the h1" });
  return {
    location,
    frontMatter: frontMatter ?? { title: location.name.replace(/^_/, ""), contributors: [], related: [] },
    problems,
    anchors: toAnchors(headings),
    headingIds: headings.map((heading) => heading.id),
    links: extractLinks(fileText),
    relatedLinks,
  };
}
