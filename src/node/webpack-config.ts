import type { CreateWebpackConfigArgs } from "gatsby";

interface NamedPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

/**
 * - CSS modules are scoped and the global stylesheets only style elements and build-time class
 *   names, so the order in which chunks pull stylesheets in does not matter: mini-css-extract's
 *   "Conflicting order" warning would otherwise fill the build log.
 * - `gatsby develop` does not run ESLint over the modules it bundles (Gatsby adds it when a site has
 *   no ESLint configuration of its own): writers wait for the page, not for a linter.
 * - The production bundle has no source maps: nobody debugs a docs page's scripts in production, and
 *   without them the build is faster and public/ holds only files a reader's browser loads.
 * How CSS modules are built is plugins/gatsby-plugin-css-modules-import-module's business.
 */
export function onCreateWebpackConfig({ stage, getConfig, actions }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig() as { plugins?: NamedPlugin[]; devtool?: string | false };
  const plugins = (config.plugins ?? []).filter((plugin) => stage !== "develop" || plugin.constructor.name !== "ESLintWebpackPlugin");
  const cssExtractor = plugins.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin");
  if (cssExtractor?.options) cssExtractor.options.ignoreOrder = true;
  actions.replaceWebpackConfig({ ...config, plugins, ...(stage === "build-javascript" ? { devtool: false } : {}) });
}
