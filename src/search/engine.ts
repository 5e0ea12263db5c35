import type { Options, SearchOptions } from "minisearch";

/** One searchable unit: a section of a page, addressed by its url and anchor. */
export interface SearchDocument {
  id: string;
  url: string;
  /** Section name (hierarchy lvl0), e.g. "Configuration". */
  section: string;
  /** Page title (lvl1). */
  title: string;
  lvl2: string | null;
  lvl3: string | null;
  /** Full section text: indexed, not stored. */
  content: string;
  /** Start of the section text: stored, shown under the result. */
  excerpt: string;
}

/** Splits text into terms, keeping dotted option paths whole as well as in parts. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.match(/[\p{L}\p{N}_$@.#/-]+/gu) ?? []) {
    const trimmed = word.replace(/^[.#/-]+|[.#/-]+$/g, "");
    if (!trimmed) continue;
    const parts = trimmed.split(/[.#/-]+/).filter(Boolean);
    terms.push(...parts);
    if (parts.length > 1) terms.push(trimmed);
  }
  return terms;
}

/** Index settings shared by the build (which writes the index) and the browser (which loads it). */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ["section", "title", "lvl2", "lvl3", "content"],
  storeFields: ["url", "section", "title", "lvl2", "lvl3", "excerpt"],
  tokenize,
  processTerm: (term) => term.toLowerCase(),
};

/** Query settings: prefix and typo tolerance, headings and titles above body text. */
export const QUERY_OPTIONS: SearchOptions = {
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  boost: { title: 6, lvl2: 4, lvl3: 4, section: 1, content: 1 },
  combineWith: "AND",
};

/** Index shards: one per documentation section, plus the top-level pages. */
export const SEARCH_SHARDS = [
  "api", "concepts", "configuration", "contribute", "guides", "loaders", "migrate", "plugins", "top-level",
] as const;

/** Shard of a page's section ("" is the top-level pages). */
export function shardOf(section: string): string {
  return section === "" ? "top-level" : section;
}

/** Where the build writes a shard, and the browser fetches it. */
export function shardUrl(shard: string): string {
  return `/search-index/${shard}.json`;
}

/** The stored excerpt of each section is cut to this many characters to keep the index small. */
export const EXCERPT_LENGTH = 160;
