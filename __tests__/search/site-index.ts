import { compileContentFiles } from "../content-files";
import { buildSearchIndex } from "../../src/search/build-index";
import { loadSearchIndex, type LoadedSearchIndex } from "../../src/search/search";

/** The real content/ folder indexed exactly as the build does, serialized and loaded as the browser does. */
export async function loadSiteIndex(): Promise<LoadedSearchIndex> {
  const pages = (await compileContentFiles()).map((file) => ({
    url: file.location.url,
    title: file.frontMatter.title,
    name: file.location.name,
    section: file.location.section,
    searchSections: file.searchSections,
  }));
  return loadSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(pages))));
}
