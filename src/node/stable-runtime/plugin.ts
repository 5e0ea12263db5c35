import { readFile, mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Compilation, Compiler, Stats } from "webpack";
// Gatsby internals its own stats extractor uses; this plugin takes that extractor's place.
import { store } from "gatsby/dist/redux";
import { setWebpackAssets } from "gatsby/dist/utils/adapter/manager";
import { gatsbyWebpackAssets, type NamedChunkGroup } from "./chunk-groups";
import { appendBeforeSourceMapComment, RUNTIME_FILE, runtimeAppendix, scriptsSliceHtml } from "./scripts";

const PLUGIN = "StableRuntimePlugin";
/** Where Gatsby 5 keeps the scripts slice it stitches into every page. */
const SCRIPTS_SLICE = join("public", "_gatsby", "slices", "_gatsby-scripts-1.html");

function namedChunkGroups(compilation: Compilation): NamedChunkGroup[] {
  const groups: NamedChunkGroup[] = [];
  for (const group of compilation.chunkGroups) {
    if (!group.name) continue;
    const children = group.getChildrenByOrders(compilation.moduleGraph, compilation.chunkGraph);
    groups.push({
      name: group.name,
      files: group.chunks.flatMap((chunk) => [...chunk.files]),
      children: Object.fromEntries(
        Object.entries(children).map(([relation, childGroups]) => [
          relation,
          childGroups.flatMap((child) => child.chunks.flatMap((chunk) => [...chunk.files])),
        ]),
      ),
    });
  }
  return groups;
}

/** Writes a file only when its content changes; says whether it did. */
async function ensureFileContent(file: string, content: string): Promise<boolean> {
  const previous = await readFile(file, "utf8").catch(() => undefined);
  if (previous === content) return false;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
  return true;
}

/**
 * Replaces Gatsby's GatsbyWebpackStatsExtractor in the browser build. It writes the same
 * `webpack.stats.json` and `chunk-map.json`, but a scripts slice that stays the same across content
 * edits, and it appends the chunk map and compilation hash to a runtime with a stable name.
 */
export class StableRuntimePlugin {
  constructor(private readonly publicPath: string) {}

  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After real content hashes: the chunk map must name the files as emitted.
        { name: PLUGIN, stage: CompilationClass.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const runtime = compilation.getAsset(RUNTIME_FILE);
          if (!runtime) throw new Error(`${PLUGIN}: the build emitted no ${RUNTIME_FILE}; check output.filename in src/node/webpack-config.ts`);
          const assets = gatsbyWebpackAssets(namedChunkGroups(compilation));
          const appendix = runtimeAppendix({
            publicPath: this.publicPath,
            chunkMapping: assets.chunkMapping,
            compilationHash: compilation.hash ?? "",
            appFiles: assets.assetsByChunkName.app ?? [],
          });
          const source = appendBeforeSourceMapComment(runtime.source.source().toString(), appendix);
          compilation.updateAsset(RUNTIME_FILE, new sources.RawSource(source));
        },
      );
    });

    compiler.hooks.done.tapPromise(PLUGIN, async (stats: Stats) => {
      const assets = gatsbyWebpackAssets(namedChunkGroups(stats.compilation));
      const json = stats.toJson({ all: false, chunkGroups: true, cachedAssets: true, assets: true });
      const emitted = new Set<string>();
      for (const asset of json.assets ?? []) {
        emitted.add(asset.name);
        for (const related of Object.values(asset.info.related ?? {})) {
          for (const name of Array.isArray(related) ? related : [related]) emitted.add(String(name));
        }
      }
      setWebpackAssets(emitted);

      await ensureFileContent(join("public", "chunk-map.json"), JSON.stringify(assets.chunkMapping));
      await ensureFileContent(
        join("public", "webpack.stats.json"),
        JSON.stringify({
          name: json.name ?? "",
          namedChunkGroups: json.namedChunkGroups ?? {},
          assetsByChunkName: assets.assetsByChunkName,
          childAssetsByChunkName: assets.childAssetsByChunkName,
        }),
      );
      const slice = scriptsSliceHtml({
        publicPath: this.publicPath,
        appFiles: assets.assetsByChunkName.app ?? [],
        polyfillFiles: assets.assetsByChunkName.polyfill ?? [],
      });
      // Only a changed slice makes Gatsby re-stitch every page.
      if (await ensureFileContent(SCRIPTS_SLICE, slice)) store.dispatch({ type: "SLICES_SCRIPTS_REGENERATED" });
    });
  }
}
