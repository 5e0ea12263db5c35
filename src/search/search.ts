import { unpackPostings, type PackedField, type SearchField, type SerializedSearchIndex } from "./index-format";
import { queryTerms } from "./tokenize";

/** One result: a document of the index and what the reader sees of it. */
export interface SearchResult {
  id: number;
  url: string;
  /** lvl0..lvl3 of DocSearch: section, page title, h2 and h3 (null where absent). */
  section: string;
  title: string;
  lvl2: string | null;
  lvl3: string | null;
  excerpt: string;
  score: number;
  /** Index terms that matched, for highlighting. */
  terms: string[];
}

/** How much a match in each field weighs: a title above a heading above body text. */
export const FIELD_BOOST: Record<SearchField, number> = { title: 6, heading: 4, content: 1 };
/** A prefix or a near miss counts less than the word itself. */
const PREFIX_WEIGHT = 0.4;
const FUZZY_WEIGHT = 0.45;
/** Prefix matching from this many characters; typo tolerance (20 % of the letters) from the next. */
const MIN_PREFIX = 3;
const MIN_FUZZY = 5;

interface LoadedField {
  terms: string[];
  postings: string[];
  decoded: Map<number, number[]>;
  /** Number of units (pages or documents) the field indexes. */
  size: number;
}

/** The index, parsed once, with posting lists decoded as queries need them. */
export interface LoadedSearchIndex {
  raw: SerializedSearchIndex;
  fields: Record<SearchField, LoadedField>;
  /** Documents of each page, for title matches. */
  docsOfPage: number[][];
  /** For each document, its h2's text (an h3's parent heading). */
  lvl2Of: Array<string | null>;
}

function loadField(field: PackedField, size: number): LoadedField {
  return {
    terms: field.terms ? field.terms.split("\n") : [],
    postings: field.postings.split(";"),
    decoded: new Map(),
    size,
  };
}

/** Parses the serialized index (once per visit). */
export function loadSearchIndex(raw: SerializedSearchIndex): LoadedSearchIndex {
  const docsOfPage: number[][] = raw.pages.map(() => []);
  const lvl2Of: Array<string | null> = [];
  let currentH2: string | null = null;
  raw.docs.forEach(([page, , heading, level], id) => {
    docsOfPage[page].push(id);
    if (level === 0) currentH2 = null;
    if (level === 2) currentH2 = heading;
    lvl2Of.push(level === 3 ? currentH2 : level === 2 ? heading : null);
  });
  return {
    raw,
    fields: {
      title: loadField(raw.fields.title, raw.pages.length),
      heading: loadField(raw.fields.heading, raw.docs.length),
      content: loadField(raw.fields.content, raw.docs.length),
    },
    docsOfPage,
    lvl2Of,
  };
}

function postingsOf(field: LoadedField, termIndex: number): number[] {
  let list = field.decoded.get(termIndex);
  if (!list) {
    list = unpackPostings(field.postings[termIndex]);
    field.decoded.set(termIndex, list);
  }
  return list;
}

/** First index of a sorted list whose entry is >= VALUE. */
function lowerBound(list: readonly string[], value: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Edit distance between A and B, or MAX + 1 as soon as it is known to exceed MAX. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/** Index terms QUERY stands for in FIELD, each with how much it counts: exact, prefix, near miss. */
function expand(field: LoadedField, query: string): Array<{ index: number; weight: number }> {
  const matches = new Map<number, number>();
  const start = lowerBound(field.terms, query);
  if (field.terms[start] === query) matches.set(start, 1);
  if (query.length >= MIN_PREFIX) {
    for (let index = start; index < field.terms.length && field.terms[index].startsWith(query); index++) {
      const extra = field.terms[index].length - query.length;
      if (extra > 0) matches.set(index, (PREFIX_WEIGHT * query.length) / (query.length + 0.3 * extra));
    }
  }
  if (query.length >= MIN_FUZZY) {
    const max = Math.floor(query.length * 0.2);
    field.terms.forEach((term, index) => {
      if (matches.has(index)) return;
      const distance = boundedDistance(query, term, max);
      if (distance > 0 && distance <= max)
        matches.set(index, (FUZZY_WEIGHT * query.length) / (query.length + distance));
    });
  }
  return [...matches].map(([index, weight]) => ({ index, weight }));
}

/** Inverse document frequency: rare terms weigh more (BM25's formula). */
const idf = (size: number, count: number): number => Math.log(1 + (size - count + 0.5) / (count + 0.5));

interface TermScores {
  scores: Map<number, number>;
  terms: Map<number, Set<string>>;
}

/** Each document's score for one query term, summed over fields (best expansion per field). */
function scoreTerm(index: LoadedSearchIndex, term: string): TermScores {
  const result: TermScores = { scores: new Map(), terms: new Map() };
  for (const name of ["title", "heading", "content"] as const) {
    const field = index.fields[name];
    const best = new Map<number, { score: number; term: string }>();
    for (const { index: termIndex, weight } of expand(field, term)) {
      const units = postingsOf(field, termIndex);
      const score = FIELD_BOOST[name] * idf(field.size, units.length) * weight;
      const docs = name === "title" ? units.flatMap((page) => index.docsOfPage[page]) : units;
      for (const doc of docs) {
        const current = best.get(doc);
        if (!current || current.score < score) best.set(doc, { score, term: field.terms[termIndex] });
      }
    }
    for (const [doc, { score, term: matched }] of best) {
      result.scores.set(doc, (result.scores.get(doc) ?? 0) + score);
      if (!result.terms.has(doc)) result.terms.set(doc, new Set());
      result.terms.get(doc)?.add(matched);
    }
  }
  return result;
}

function toResult(index: LoadedSearchIndex, id: number, score: number, terms: Set<string>): SearchResult {
  const [page, anchor, heading, level, excerpt] = index.raw.docs[id];
  const [url, title, section] = index.raw.pages[page];
  return {
    id,
    url: anchor ? `${url}#${anchor}` : url,
    section: index.raw.sections[section],
    title,
    lvl2: index.lvl2Of[id],
    lvl3: level === 3 ? heading : null,
    excerpt,
    score,
    terms: [...terms],
  };
}

/** Letters and digits only, lower-cased: `mini-css-extract` and `MiniCssExtractPlugin` compare alike. */
const squeeze = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/**
 * What a reader who types a name means first: sections whose deepest heading is exactly the query
 * (an option path; the reference page before guides that reuse it), then pages whose title starts
 * with it (`splitchunk` → SplitChunksPlugin), then everything else in the order it came.
 */
function namedFirst(results: SearchResult[], query: string): SearchResult[] {
  const wanted = query.trim().toLowerCase();
  const squeezed = squeeze(query);
  const rank = (result: SearchResult): number => {
    if ((result.lvl3 ?? result.lvl2 ?? result.title).toLowerCase() === wanted)
      return result.url.startsWith("/configuration/") ? 0 : 1;
    const introduction = result.lvl2 === null && result.lvl3 === null;
    if (introduction && squeezed.length >= MIN_PREFIX && squeeze(result.title).startsWith(squeezed)) return 2;
    return 3;
  };
  // Within a rank the order stays: documents matching every term first, then by score.
  return results
    .map((result, order) => ({ result, order, rank: rank(result) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ result }) => result);
}

/**
 * The best LIMIT results for QUERY: documents matching every required term, highest score first;
 * when those are too few, documents matching some of them follow.
 */
export function searchIndex(index: LoadedSearchIndex, query: string, limit = 20): SearchResult[] {
  const { required, optional } = queryTerms(query);
  if (required.length === 0) return [];
  const requiredScores = required.map((term) => scoreTerm(index, term));
  const optionalScores = optional.map((term) => scoreTerm(index, term));
  const totals = new Map<number, { score: number; matched: number; terms: Set<string> }>();
  for (const [position, { scores, terms }] of [...requiredScores, ...optionalScores].entries()) {
    for (const [doc, score] of scores) {
      const total = totals.get(doc) ?? { score: 0, matched: 0, terms: new Set<string>() };
      total.score += score;
      if (position < required.length) total.matched += 1;
      terms.get(doc)?.forEach((term) => total.terms.add(term));
      totals.set(doc, total);
    }
  }
  const ranked = [...totals]
    .filter(([, total]) => total.matched > 0)
    .sort(([, a], [, b]) => b.matched - a.matched || b.score - a.score);
  const all = ranked.filter(([, total]) => total.matched === required.length);
  const some = all.length < limit ? ranked.filter(([, total]) => total.matched < required.length) : [];
  const results = [...all, ...some].map(([id, total]) => toResult(index, id, total.score, total.terms));
  return namedFirst(results, query).slice(0, limit);
}
