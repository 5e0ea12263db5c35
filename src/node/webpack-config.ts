import type { CreateWebpackConfigArgs } from "gatsby";
import { StableCompilationHashPlugin } from "./stable-compilation-hash";

interface NamedPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

/**
 * The browser build's compilation hash stays the same between a cold and a cached build of the
 * same sources (src/node/stable-compilation-hash.ts). CSS modules are scoped and the global
 * stylesheets only style elements and build-time class names, so the order in which chunks pull
 * stylesheets in does not matter; mini-css-extract's "Conflicting order" warning would otherwise
 * fill the build log.
 */
export function onCreateWebpackConfig({ stage, getConfig, actions }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  const config = getConfig() as { plugins?: NamedPlugin[] };
  const plugins = config.plugins ?? [];
  const cssExtractor = plugins.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin");
  if (cssExtractor?.options) cssExtractor.options.ignoreOrder = true;
  actions.replaceWebpackConfig({ ...config, plugins: [...plugins, new StableCompilationHashPlugin() as unknown as NamedPlugin] });
}
