import type { Compiler } from "webpack";

/** The part of a webpack chunk group this plugin reads and reorders. */
export interface OrderableChunkGroup {
  chunks: Array<{ id: string | number | null }>;
  isInitial(): boolean;
}

const idKey = (id: string | number | null): string => (id === null ? "" : typeof id === "number" ? id.toString().padStart(12, "0") : id);

/**
 * Sorts the chunks of every lazily loaded group by id. split-chunks leaves them in an order that
 * differs between a cold build and a cached one, and that order is written into the code that loads
 * each page (`Promise.all([e(a), e(b)])`). In the server bundle a changed order makes Gatsby think
 * every template changed and re-render every page. The loading code waits for all of them, so the
 * order itself does not matter; only its stability does.
 */
export function sortLazyChunkGroups(groups: Iterable<OrderableChunkGroup>): void {
  for (const group of groups) {
    if (group.isInitial()) continue;
    group.chunks.sort((a, b) => (idKey(a.id) < idKey(b.id) ? -1 : idKey(a.id) > idKey(b.id) ? 1 : 0));
  }
}

export class StableChunkOrderPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap("StableChunkOrderPlugin", (compilation) => {
      // Ids are final (deterministic) here, before hashes and code are generated.
      compilation.hooks.afterOptimizeChunkIds.tap("StableChunkOrderPlugin", () => sortLazyChunkGroups(compilation.chunkGroups));
    });
  }
}
