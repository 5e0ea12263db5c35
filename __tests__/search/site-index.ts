import { compileContentFiles } from "../content-files";
import { buildSearchShards } from "../../src/search/build-index";
import { loadShard, type SearchShard } from "../../src/search/client";

/** The real content/ folder indexed exactly as the build does, loaded as the browser does. */
export async function loadSiteIndex(): Promise<SearchShard[]> {
  const pages = (await compileContentFiles()).map((file) => ({
    url: file.location.url,
    title: file.frontMatter.title,
    name: file.location.name,
    section: file.location.section,
    searchSections: file.searchSections,
  }));
  return [...buildSearchShards(pages).values()].map(loadShard);
}
