import type { CreateWebpackConfigArgs } from "gatsby";
import { StableChunkOrderPlugin } from "./stable-runtime/chunk-order";
import { StableRuntimePlugin } from "./stable-runtime/plugin";
import { RUNTIME_CHUNK } from "./stable-runtime/scripts";

interface NamedPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

interface PathData {
  chunk?: { name?: string | null };
}

interface BrowserBuildConfig {
  plugins?: NamedPlugin[];
  output?: { filename?: string | ((pathData: PathData) => string); publicPath?: string };
}

const HASHED_NAME = "[name]-[contenthash].js";

export function onCreateWebpackConfig({ stage, getConfig, actions }: CreateWebpackConfigArgs): void {
  if (stage === "build-html") actions.setWebpackConfig({ plugins: [new StableChunkOrderPlugin()] });
  if (stage !== "build-javascript") return;
  const config = getConfig() as BrowserBuildConfig;
  const plugins = config.plugins ?? [];

  // CSS modules are scoped and global.css only styles elements, so the order in which chunks pull
  // stylesheets in does not matter; mini-css-extract's "Conflicting order" warning would otherwise
  // list every page chunk in the build log.
  const cssExtractor = plugins.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin");
  if (cssExtractor?.options) cssExtractor.options.ignoreOrder = true;

  // The runtime holds every chunk's hashed name, so its own name stays fixed: pages then link
  // the same URL whatever chunk changed (see src/node/stable-runtime/scripts.ts).
  config.output = {
    ...config.output,
    filename: (pathData: PathData) => (pathData.chunk?.name === RUNTIME_CHUNK ? "[name].js" : HASHED_NAME),
  };
  const extractor = plugins.findIndex((plugin) => plugin.constructor.name === "GatsbyWebpackStatsExtractor");
  if (extractor === -1) {
    throw new Error("src/node/webpack-config.ts: Gatsby's GatsbyWebpackStatsExtractor is gone from the browser build; update src/node/stable-runtime for this Gatsby version.");
  }
  const publicPath = (config.output.publicPath ?? "/").replace(/\/$/, "");
  plugins.splice(extractor, 1, new StableRuntimePlugin(publicPath) as unknown as NamedPlugin);
  plugins.push(new StableChunkOrderPlugin() as unknown as NamedPlugin);
  actions.replaceWebpackConfig({ ...config, plugins });
}
