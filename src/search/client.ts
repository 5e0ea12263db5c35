import { SEARCH_INDEX_URL, type SerializedSearchIndex } from "./index-format";
import { loadSearchIndex, searchIndex, type LoadedSearchIndex } from "./search";
import { isSitePath, toDocSearchHit, type DocSearchLikeHit } from "./hits";

let loading: Promise<LoadedSearchIndex> | null = null;

/** Fetches and parses the index once per visit; a failed load is retried on the next call. */
export function fetchSearchIndex(): Promise<LoadedSearchIndex> {
  loading ??= fetch(SEARCH_INDEX_URL)
    .then(async (response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return loadSearchIndex((await response.json()) as SerializedSearchIndex);
    })
    .catch((error: unknown) => {
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
function resultsFor(index: LoadedSearchIndex, request: SearchRequest) {
  const query = request.query ?? "";
  const limit = request.hitsPerPage ?? request.params?.hitsPerPage ?? 20;
  const results = searchIndex(index, query, limit).filter((result) => isSitePath(result.url));
  const hits: DocSearchLikeHit[] = results.map(toDocSearchHit);
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
export function createLocalSearchClient(load: () => Promise<LoadedSearchIndex> = fetchSearchIndex) {
  const agent = { value: "webpack-docs-local", add: () => agent };
  return {
    search: async (input: { requests: SearchRequest[] } | SearchRequest[]) => {
      const requests = Array.isArray(input) ? input : input.requests;
      const index = await load();
      return { results: requests.map((request) => resultsFor(index, request)) };
    },
    addAlgoliaAgent: () => undefined,
    transporter: { algoliaAgent: agent },
  };
}
