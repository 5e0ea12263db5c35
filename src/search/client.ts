import MiniSearch, { type SearchResult } from "minisearch";
import { INDEX_OPTIONS, QUERY_OPTIONS, SEARCH_SHARDS, shardUrl, type SearchDocument } from "./engine";
import { toDocSearchHit, type DocSearchLikeHit } from "./hits";

export type SearchShard = MiniSearch<SearchDocument>;

/** Parses shards fetched from the build's index files. */
export function loadShard(json: string): SearchShard {
  return MiniSearch.loadJSON<SearchDocument>(json, INDEX_OPTIONS);
}

function rank(shards: readonly SearchShard[], query: string, combineWith: "AND" | "OR"): SearchResult[] {
  return shards.flatMap((shard) => shard.search(query, { ...QUERY_OPTIONS, combineWith })).sort((a, b) => b.score - a.score);
}

/**
 * Best results across all shards, highest score first: sections matching every word, then, when
 * those are too few, sections matching some of them.
 */
export function searchShards(shards: readonly SearchShard[], query: string, limit = 20): SearchResult[] {
  if (!query.trim()) return [];
  const all = rank(shards, query, "AND");
  if (all.length < limit) {
    const seen = new Set(all.map((result) => result.id));
    all.push(...rank(shards, query, "OR").filter((result) => !seen.has(result.id)));
  }
  return exactHeadingFirst(all, query).slice(0, limit);
}

/** Sections whose heading or title is exactly the query (an option path, a plugin name) lead. */
function exactHeadingFirst(results: SearchResult[], query: string): SearchResult[] {
  const wanted = query.trim().toLowerCase();
  // A section is named by its deepest heading: children of an h2 share its lvl2 but are not it.
  const exact = (result: SearchResult) => {
    const heading = (result.lvl3 ?? result.lvl2 ?? result.title) as string;
    return heading.toLowerCase() === wanted;
  };
  // The reference page owns an option; guides that reuse its name as a heading come after it.
  const reference = (result: SearchResult) => ((result.url as string).startsWith("/configuration/") ? 0 : 1);
  const exactMatches = results.filter(exact).sort((a, b) => reference(a) - reference(b) || b.score - a.score);
  return [...exactMatches, ...results.filter((result) => !exact(result))];
}

let loading: Promise<SearchShard[]> | null = null;

/** Fetches every shard once per page load (in parallel); a failed load is retried on the next call. */
export function loadSearchIndex(): Promise<SearchShard[]> {
  loading ??= Promise.all(
    SEARCH_SHARDS.map(async (shard) => {
      const response = await fetch(shardUrl(shard));
      if (!response.ok) throw new Error(`search index ${shard}: HTTP ${response.status}`);
      return loadShard(await response.text());
    }),
  ).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

interface SearchRequest {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  params?: { hitsPerPage?: number };
}

/** The Algolia results envelope DocSearch reads, filled from the local index. */
function resultsFor(shards: readonly SearchShard[], request: SearchRequest) {
  const query = request.query ?? "";
  const limit = request.hitsPerPage ?? request.params?.hitsPerPage ?? 20;
  const hits: DocSearchLikeHit[] = searchShards(shards, query, limit).map(toDocSearchHit);
  return {
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: 1,
    hitsPerPage: limit,
    exhaustiveNbHits: true,
    processingTimeMS: 0,
    query,
    params: "",
    index: request.indexName ?? "",
  };
}

/** A stand-in for DocSearch's Algolia client that answers every request from the local index. */
export function createLocalSearchClient() {
  const agent = { value: "webpack-docs-local", add: () => agent };
  return {
    search: async (input: { requests: SearchRequest[] } | SearchRequest[]) => {
      const requests = Array.isArray(input) ? input : input.requests;
      const shards = await loadSearchIndex();
      return { results: requests.map((request) => resultsFor(shards, request)) };
    },
    addAlgoliaAgent: () => undefined,
    transporter: { algoliaAgent: agent },
  };
}
