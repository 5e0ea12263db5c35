import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { buildSearchIndex, type SearchablePage } from "../search/build-index";
import { SEARCH_INDEX_URL } from "../search/index-format";

/**
 * Writes the site's search index into public/ (only when it changed, so a cached build that changed
 * nothing leaves it alone) and returns its size for the build log.
 */
export function writeSearchIndex(pages: readonly SearchablePage[]): number {
  const json = JSON.stringify(buildSearchIndex(pages));
  const file = join(resolve("public"), SEARCH_INDEX_URL);
  mkdirSync(dirname(file), { recursive: true });
  if (!existsSync(file) || readFileSync(file, "utf8") !== json) writeFileSync(file, json);
  return Buffer.byteLength(json);
}
