import type { DocSearchTransformClient } from "@docsearch/react";
import { reportSearches } from "../../src/components/Search/report-searches";
import type { ReaderEvent } from "../../src/site/reader-events";

/** A search client answering QUERY with HITS results, in the envelope DocSearch reads. */
function fakeClient(hits: Record<string, number>): DocSearchTransformClient {
  const search = async (input: { requests: Array<{ query: string }> }) => ({
    results: input.requests.map(({ query }) => ({ query, nbHits: hits[query] ?? 0, hits: [] })),
  });
  return {
    search: search as unknown as DocSearchTransformClient["search"],
    addAlgoliaAgent: jest.fn(),
    transporter: { algoliaAgent: { value: "test", add: jest.fn() } },
  } as unknown as DocSearchTransformClient;
}

const ask = (client: DocSearchTransformClient, query: string) =>
  (client.search as unknown as (input: { requests: Array<{ query: string; indexName: string }> }) => Promise<unknown>)({
    requests: [{ query, indexName: "x" }],
  });

describe("reportSearches", () => {
  it("reports each answered query with its number of results and returns the answer unchanged", async () => {
    const reported: ReaderEvent[] = [];
    const client = reportSearches(fakeClient({ output: 12 }), (event) => reported.push(event));
    expect(await ask(client, "output")).toEqual({ results: [{ query: "output", nbHits: 12, hits: [] }] });
    await ask(client, "qwxz");
    expect(reported).toEqual([
      { type: "search", query: "output", results: 12 },
      { type: "search", query: "qwxz", results: 0 },
    ]);
  });

  it("reports nothing for a search that fails, which still fails", async () => {
    const reported: ReaderEvent[] = [];
    const failing = {
      ...fakeClient({}),
      search: (() => Promise.reject(new Error("offline"))) as unknown as DocSearchTransformClient["search"],
    };
    await expect(
      ask(
        reportSearches(failing, (event) => reported.push(event)),
        "output",
      ),
    ).rejects.toThrow("offline");
    expect(reported).toEqual([]);
  });
});
