import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { buildSearchShards } from "../../src/search/build-index";
import { loadShard, type SearchShard } from "../../src/search/client";
import { shardOf } from "../../src/search/engine";
import { analyzeContentFile } from "../../src/content-model/content-file";

/** The real content/ folder indexed exactly as the build does, loaded as the browser does. */
export function loadSiteIndex(): SearchShard[] {
  const root = join(__dirname, "..", "..", "content");
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = join(dir, entry);
      return statSync(full).isDirectory() ? (entry === "data" ? [] : walk(full)) : /\.mdx?$/.test(entry) ? [full] : [];
    });
  const files = walk(root).map((file) => analyzeContentFile(relative(root, file).split("\\").join("/"), readFileSync(file, "utf8")));
  const texts = new Map(walk(root).map((file) => [relative(root, file).split("\\").join("/"), readFileSync(file, "utf8")]));
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
