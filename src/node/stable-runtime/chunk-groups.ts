/** The shapes Gatsby derives from webpack's named chunk groups (mirrors its stats extractor). */

export interface NamedChunkGroup {
  name: string;
  /** Files of the group's chunks, in chunk order. */
  files: readonly string[];
  /** Files of child groups by link relation ("prefetch", "preload"). */
  children: Record<string, readonly string[]>;
}

export interface GatsbyWebpackAssets {
  /** Group name → its files without source maps (`webpack.stats.json` "assetsByChunkName"). */
  assetsByChunkName: Record<string, string[]>;
  /** Group name → its files as site URLs, only those named after the group (`chunk-map.json`). */
  chunkMapping: Record<string, string[]>;
  childAssetsByChunkName: Record<string, Record<string, string[]>>;
}

export function gatsbyWebpackAssets(groups: readonly NamedChunkGroup[]): GatsbyWebpackAssets {
  const result: GatsbyWebpackAssets = { assetsByChunkName: {}, chunkMapping: {}, childAssetsByChunkName: {} };
  for (const group of groups) {
    const files = group.files.filter((file) => !file.endsWith(".map"));
    result.assetsByChunkName[group.name] = files;
    result.chunkMapping[group.name] = files.filter((file) => file.startsWith(group.name)).map((file) => `/${file}`);
    if (Object.keys(group.children).length > 0) {
      result.childAssetsByChunkName[group.name] = Object.fromEntries(
        Object.entries(group.children).map(([relation, childFiles]) => [relation, [...childFiles]]),
      );
    }
  }
  return result;
}
