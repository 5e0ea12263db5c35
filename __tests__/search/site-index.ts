import { readContentFiles } from "../content-files";
import { buildSearchShards } from "../../src/search/build-index";
import { loadShard, type SearchShard } from "../../src/search/client";
import { shardOf } from "../../src/search/engine";
import { analyzeContentFile } from "../../src/content-model/content-file";

/** The real content/ folder indexed exactly as the build does, loaded as the browser does. */
export function loadSiteIndex(): SearchShard[] {
  const sources = readContentFiles();
  const texts = new Map(sources.map((file) => [file.relativePath, file.text]));
  const files = sources.map((file) => analyzeContentFile(file.relativePath, file.text));
  const sectionTitles = new Map(files.filter((f) => f.location.name === "index").map((f) => [f.location.section, f.frontMatter.title]));
  const shards = buildSearchShards(
    files.map((file) => ({
      url: file.location.url,
      title: file.frontMatter.title,
      sectionTitle: sectionTitles.get(file.location.section) ?? "Documentation",
      fileText: texts.get(file.location.path) ?? "",
      shard: shardOf(file.location.section),
    })),
  );
  return [...shards.values()].map(loadShard);
}
