import type { SearchResult } from "./search";

/** A hit in the shape DocSearch renders (the fields of an Algolia DocSearch record). */
export interface DocSearchLikeHit {
  objectID: string;
  url: string;
  type: "lvl1" | "lvl2" | "lvl3" | "content";
  content: string | null;
  hierarchy: Record<"lvl0" | "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6", string | null>;
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
}

// DocSearch puts highlighted values into the page as HTML: everything from the index is escaped.
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Wraps every matched term (and prefix matches of it) in <mark>, as Algolia's highlighter does.
 * Terms are found in the text as written and each piece is escaped on its own, so a term can
 * never match inside an entity (`amp` in `&amp;`).
 */
export function highlight(
  text: string,
  terms: readonly string[],
): { value: string; matchLevel: "none" | "full"; matchedWords: string[] } {
  const words = [...new Set(terms.map((term) => term.toLowerCase()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (words.length === 0) return { value: escapeHtml(text), matchLevel: "none", matchedWords: [] };
  const pattern = new RegExp(`(${words.map(escapeRegExp).join("|")})`, "gi");
  const matched = new Set<string>();
  // split with one capturing group: matches sit at the odd indexes.
  const value = text
    .split(pattern)
    .map((piece, index) => {
      if (index % 2 === 0) return escapeHtml(piece);
      matched.add(piece.toLowerCase());
      return `<mark>${escapeHtml(piece)}</mark>`;
    })
    .join("");
  return { value, matchLevel: matched.size > 0 ? "full" : "none", matchedWords: [...matched] };
}

/** Results link only to pages of this site: whatever the index holds, no other URL reaches an href. */
export const isSitePath = (url: string): boolean => url.startsWith("/") && !url.startsWith("//") && !url.includes("\\");

const field = (text: string | null, terms: readonly string[]) => (text === null ? undefined : highlight(text, terms));
const plain = (text: string | null) =>
  text === null ? undefined : { value: escapeHtml(text), matchLevel: "none" as const };

/** Maps a search result to the hit DocSearch expects, with highlights of the matched terms. */
export function toDocSearchHit(result: SearchResult): DocSearchLikeHit {
  const terms = result.terms;
  const { lvl2, lvl3 } = result;
  const excerpt = result.excerpt || null;
  const type = lvl3 ? "lvl3" : lvl2 ? "lvl2" : "lvl1";
  const hierarchy = { lvl0: result.section, lvl1: result.title, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null };
  return {
    objectID: result.url,
    url: result.url,
    type,
    content: excerpt,
    hierarchy,
    _highlightResult: {
      hierarchy: {
        lvl0: field(hierarchy.lvl0, terms),
        lvl1: field(hierarchy.lvl1, terms),
        lvl2: field(lvl2, terms),
        lvl3: field(lvl3, terms),
      },
      content: field(excerpt, terms),
    },
    // DocSearch shows a snippet as HTML and, where one is missing, the raw field instead: every
    // text it may show has an escaped snippet (headings unhighlighted, as the hierarchy reads).
    _snippetResult: {
      content: excerpt ? { value: highlight(excerpt, terms).value, matchLevel: "full" } : undefined,
      hierarchy: { lvl0: plain(hierarchy.lvl0), lvl1: plain(hierarchy.lvl1), lvl2: plain(lvl2), lvl3: plain(lvl3) },
    },
  };
}
