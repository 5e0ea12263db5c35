import { compileContentFiles } from "../content-files";
import { CLI_FLAGS_PAGE_PATH, flagSearchSections } from "../../src/content-model/generated/cli-flags";
import { buildSearchIndex } from "../../src/search/build-index";
import { loadSearchIndex, type LoadedSearchIndex } from "../../src/search/search";

/** The real content/ folder indexed exactly as the build does, serialized and loaded as the browser does. */
export async function loadSiteIndex(): Promise<LoadedSearchIndex> {
  const pages = (await compileContentFiles()).map((file) => ({
    url: file.location.url,
    title: file.frontMatter.title,
    name: file.location.name,
    section: file.location.section,
    // The build indexes the generated flag reference by its flags' names only (sourceCliFlagsPage).
    searchSections:
      file.location.path === CLI_FLAGS_PAGE_PATH ? flagSearchSections(file.searchSections) : file.searchSections,
  }));
  return loadSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(pages))));
}
