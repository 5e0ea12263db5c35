/**
 * The search index as the build writes it and the browser loads it: one JSON file, small because
 * term lists and posting lists are packed into strings (brotli does the rest).
 */
export interface SerializedSearchIndex {
  version: 1;
  /** Result group names (DocSearch's lvl0): a page's section title. */
  sections: string[];
  /** url, title and section (index into `sections`) of each page. */
  pages: Array<[url: string, title: string, section: number]>;
  /**
   * The documents results point at: a page's introduction (level 0) or one h2/h3 section of it:
   * page index, heading id, heading text, heading level, start of its text.
   */
  docs: Array<[page: number, anchor: string, heading: string, level: 0 | 2 | 3, excerpt: string]>;
  /** Titles are indexed per page; headings and body text per document. */
  fields: Record<SearchField, PackedField>;
}

export type SearchField = "title" | "heading" | "content";

/** Sorted terms joined by "\n"; for each term its ascending ids, delta-coded in base 36, joined. */
export interface PackedField {
  terms: string;
  postings: string;
}

/** Where the build writes the index, and the browser fetches it. */
export const SEARCH_INDEX_URL = "/search-index.json";

/** Packs one field: terms in sorted order, each with its ids as base-36 deltas. */
export function packField(postings: ReadonlyMap<string, readonly number[]>): PackedField {
  const terms = [...postings.keys()].sort();
  const lists = terms.map((term) => {
    let previous = -1;
    return (postings.get(term) ?? [])
      .map((id) => {
        const delta = id - previous;
        previous = id;
        return delta.toString(36);
      })
      .join(",");
  });
  return { terms: terms.join("\n"), postings: lists.join(";") };
}

/** Unpacks one term's posting list (the inverse of packField for that term). */
export function unpackPostings(packed: string): number[] {
  const ids: number[] = [];
  let id = -1;
  for (const delta of packed.split(",")) {
    id += parseInt(delta, 36);
    ids.push(id);
  }
  return ids;
}
