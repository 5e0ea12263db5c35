import { buildSearchIndex, type SearchablePage } from "../search/build-index";
import { SEARCH_INDEX_URL } from "../search/index-format";
import { writePublicTextFiles } from "./write-public-text";

/**
 * Writes the site's search index into public/ (only when it changed, so a cached build that changed
 * nothing leaves it alone) and returns its size for the build log.
 */
export function writeSearchIndex(pages: readonly SearchablePage[]): number {
  const json = JSON.stringify(buildSearchIndex(pages));
  writePublicTextFiles([{ url: SEARCH_INDEX_URL, text: json }]);
  return Buffer.byteLength(json);
}
