import type { CreateWebpackConfigArgs } from "gatsby";

interface CssExtractPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

/**
 * CSS modules are scoped and global.css only styles elements, so the order in which chunks pull
 * stylesheets in does not matter; turn off mini-css-extract's "Conflicting order" warning, which
 * otherwise lists every page chunk in the build log.
 */
export function onCreateWebpackConfig({ stage, getConfig, actions }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  const config = getConfig() as { plugins?: CssExtractPlugin[] };
  const extractor = config.plugins?.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin");
  if (!extractor?.options) return;
  extractor.options.ignoreOrder = true;
  actions.replaceWebpackConfig(config);
}
