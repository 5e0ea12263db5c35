import { readContentFiles } from "../content-files";
import { buildSearchShards } from "../../src/search/build-index";
import { loadShard, type SearchShard } from "../../src/search/client";
import { analyzeContentFile } from "../../src/content-model/content-file";

/** The real content/ folder indexed exactly as the build does, loaded as the browser does. */
export function loadSiteIndex(): SearchShard[] {
  const pages = readContentFiles().map((file) => {
    const { location, frontMatter } = analyzeContentFile(file.relativePath, file.text);
    return { url: location.url, title: frontMatter.title, name: location.name, section: location.section, fileText: file.text };
  });
  return [...buildSearchShards(pages).values()].map(loadShard);
}
