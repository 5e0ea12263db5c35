import type { PageSection } from "../content-model/types";
import { packField, type SearchField, type SerializedSearchIndex } from "./index-format";
import { contentTerms, tokenize } from "./tokenize";

/** A content page as the index builder gets it. */
export interface SearchablePage {
  url: string;
  title: string;
  /** File name without extension; a section's `index` page names the section. */
  name: string;
  section: string;
  /** The page split at its h2/h3 headings (compiled from its syntax tree). */
  searchSections: readonly PageSection[];
}

/**
 * Characters of a page's introduction shown under its result. Sections show their headings only:
 * excerpts of every section would double the index a first search downloads.
 */
export const EXCERPT_LENGTH = 100;

/** Cuts text at a word boundary near `length` characters. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.lastIndexOf(" ", length);
  return `${text.slice(0, cut > length / 2 ? cut : length)}…`;
}

/** Adds ID to TERM's posting list (ids arrive in ascending order). */
function post(postings: Map<string, number[]>, term: string, id: number): void {
  const list = postings.get(term);
  if (!list) postings.set(term, [id]);
  else if (list[list.length - 1] !== id) list.push(id);
}

/**
 * The whole site's search index: every page section is a document (a result links to
 * `/page/#anchor`); titles are indexed once per page, headings and text per section, text without
 * stop words. Results are grouped under the title of their section's index page.
 */
export function buildSearchIndex(pages: readonly SearchablePage[]): SerializedSearchIndex {
  const sectionTitles = new Map(
    pages.filter((page) => page.name === "index").map((page) => [page.section, page.title]),
  );
  const sections = [...new Set(pages.map((page) => sectionTitles.get(page.section) ?? "Documentation"))];
  const index: SerializedSearchIndex = {
    version: 1,
    sections,
    pages: [],
    docs: [],
    fields: {} as SerializedSearchIndex["fields"],
  };
  const postings: Record<SearchField, Map<string, number[]>> = {
    title: new Map(),
    heading: new Map(),
    content: new Map(),
  };
  for (const page of [...pages].sort((a, b) => a.url.localeCompare(b.url))) {
    const pageId = index.pages.length;
    index.pages.push([page.url, page.title, sections.indexOf(sectionTitles.get(page.section) ?? "Documentation")]);
    for (const term of tokenize(page.title)) post(postings.title, term, pageId);
    for (const section of page.searchSections) {
      const docId = index.docs.length;
      const heading = section.lvl3 ?? section.lvl2 ?? "";
      const level = section.anchor === null ? 0 : section.lvl3 !== null ? 3 : 2;
      index.docs.push([
        pageId,
        section.anchor ?? "",
        level === 0 ? "" : heading,
        level,
        level === 0 ? excerptOf(section.text) : "",
      ]);
      if (level !== 0) for (const term of tokenize(heading)) post(postings.heading, term, docId);
      for (const term of contentTerms(section.text)) post(postings.content, term, docId);
    }
  }
  index.fields = {
    title: packField(postings.title),
    heading: packField(postings.heading),
    content: packField(postings.content),
  };
  return index;
}
