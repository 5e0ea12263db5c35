import type { DocSearchTransformClient } from "@docsearch/react";
import { announce, type ReaderEvent } from "../../site/reader-events";

interface SearchRequestLike {
  query?: string;
}

interface SearchResponseLike {
  results?: Array<{ query?: string; nbHits?: number; hits?: unknown[] }>;
}

/** The query of a DocSearch request, in either of the shapes Algolia clients take. */
function queryOf(input: unknown): string {
  const requests = (
    Array.isArray(input) ? input : ((input as { requests?: unknown[] } | undefined)?.requests ?? [])
  ) as SearchRequestLike[];
  return requests.find((request) => typeof request.query === "string")?.query ?? "";
}

/**
 * DocSearch's search client (Algolia's or the local index's), reporting how many results each
 * query had: the analytics plugin, when configured, counts the queries that find nothing. Searches
 * behave exactly as before; a failed search reports nothing.
 */
export function reportSearches(
  client: DocSearchTransformClient,
  report: (event: ReaderEvent) => void = announce,
): DocSearchTransformClient {
  const search = client.search as unknown as (...args: unknown[]) => Promise<SearchResponseLike>;
  const reporting = async (...args: unknown[]) => {
    const response = await search.apply(client, args);
    const results = response.results ?? [];
    const query = results.find((result) => typeof result.query === "string")?.query ?? queryOf(args[0]);
    const found = results.reduce((sum, result) => sum + (result.nbHits ?? result.hits?.length ?? 0), 0);
    report({ type: "search", query, results: found });
    return response;
  };
  return {
    search: reporting as unknown as DocSearchTransformClient["search"],
    addAlgoliaAgent: (...args) => client.addAlgoliaAgent(...args),
    transporter: client.transporter,
  };
}
