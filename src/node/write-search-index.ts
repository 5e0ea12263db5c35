import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { buildSearchIndex, type SearchablePage } from "../search/build-index";
import { SEARCH_INDEX_URL } from "../search/index-format";

/**
 * Writes the site's search index into public/ (only when it changed, so a cached build that changed
 * nothing leaves it alone) and returns its size, raw and brotli-compressed, for the build log.
 */
export function writeSearchIndex(pages: readonly SearchablePage[]): { bytes: number; brotli: number } {
  const json = JSON.stringify(buildSearchIndex(pages));
  const file = join(resolve("public"), SEARCH_INDEX_URL);
  mkdirSync(dirname(file), { recursive: true });
  if (!existsSync(file) || readFileSync(file, "utf8") !== json) writeFileSync(file, json);
  return { bytes: Buffer.byteLength(json), brotli: brotliCompressSync(json).length };
}
