import type { CreateWebpackConfigArgs } from "gatsby";

interface NamedPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

/**
 * CSS modules are scoped and the global stylesheets only style elements and build-time class
 * names, so the order in which chunks pull stylesheets in does not matter; mini-css-extract's
 * "Conflicting order" warning would otherwise fill the build log.
 */
export function onCreateWebpackConfig({ stage, getConfig, actions }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  const config = getConfig() as { plugins?: NamedPlugin[] };
  const cssExtractor = config.plugins?.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin");
  if (!cssExtractor?.options) return;
  cssExtractor.options.ignoreOrder = true;
  actions.replaceWebpackConfig(config);
}
