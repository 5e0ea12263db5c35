import MiniSearch from "minisearch";
import type { PageSection } from "../content-model/types";
import { EXCERPT_LENGTH, INDEX_OPTIONS, shardOf, type SearchDocument } from "./engine";

/** What the index builder needs to know about one page. */
export interface IndexablePage {
  url: string;
  title: string;
  /** Name of the page's section for result grouping, e.g. "Configuration". */
  sectionTitle: string;
  /** The page split at its headings (compiled from its syntax tree, src/content-model/markdown/outline.ts). */
  searchSections: readonly PageSection[];
}

/** Cuts text at a word boundary near `length` characters. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.lastIndexOf(" ", length);
  return `${text.slice(0, cut > length / 2 ? cut : length)}…`;
}

/** One search document per page section, each linking to the exact `/page/#anchor`. */
export function buildSearchDocuments(pages: readonly IndexablePage[]): SearchDocument[] {
  return pages.flatMap((page) =>
    page.searchSections.map((section) => ({
      id: section.anchor ? `${page.url}#${section.anchor}` : page.url,
      url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
      section: page.sectionTitle,
      title: page.title,
      lvl2: section.lvl2,
      lvl3: section.lvl3,
      content: section.text,
      excerpt: excerptOf(section.text),
    })),
  );
}

/** A serialized MiniSearch index of some pages, as the browser loads it. */
export function buildSearchIndex(pages: readonly IndexablePage[]): string {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(buildSearchDocuments(pages));
  return JSON.stringify(index);
}

/** A content page as the shard builder gets it. */
export interface SourcePage {
  url: string;
  title: string;
  /** File name without extension; a section's `index` page names the section. */
  name: string;
  section: string;
  searchSections: readonly PageSection[];
}

/**
 * One index per shard (a section, or "top-level"), so each stays small and changes alone. Results
 * are grouped under the title of their section's index page.
 */
export function buildSearchShards(pages: readonly SourcePage[]): Map<string, string> {
  const sectionTitles = new Map(pages.filter((page) => page.name === "index").map((page) => [page.section, page.title]));
  const shards = new Map<string, IndexablePage[]>();
  for (const page of pages) {
    const shard = shardOf(page.section);
    const indexable = { url: page.url, title: page.title, sectionTitle: sectionTitles.get(page.section) ?? "Documentation", searchSections: page.searchSections };
    shards.set(shard, [...(shards.get(shard) ?? []), indexable]);
  }
  return new Map([...shards].map(([shard, shardPages]) => [shard, buildSearchIndex(shardPages)]));
}
