import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { PageSection } from "../content-model/types";
import { buildSearchShards } from "../search/build-index";
import { shardUrl } from "../search/engine";

interface IndexedDoc {
  url: string;
  title: string;
  name: string;
  section: string;
  searchSections: readonly PageSection[];
}

/**
 * Writes one search-index shard per section into public/, each only when it changed (so an edit
 * rewrites one shard), and returns each shard's gzip size for the build log.
 */
export function writeSearchIndex(docs: readonly IndexedDoc[]): Map<string, number> {
  const shards = buildSearchShards(docs);
  const sizes = new Map<string, number>();
  for (const [shard, json] of shards) {
    const file = join(resolve("public"), shardUrl(shard));
    mkdirSync(dirname(file), { recursive: true });
    if (!existsSync(file) || readFileSync(file, "utf8") !== json) writeFileSync(file, json);
    sizes.set(shard, gzipSync(json).length);
  }
  return sizes;
}
