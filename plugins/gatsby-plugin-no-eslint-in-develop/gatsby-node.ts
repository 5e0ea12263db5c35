import type { CreateWebpackConfigArgs, GatsbyNode } from "gatsby";
import { requireGatsbyVersion } from "../gatsby-version";

const NAME = "gatsby-plugin-no-eslint-in-develop";
/** The class name of the webpack plugin Gatsby adds to `gatsby develop` (eslint-webpack-plugin). */
const ESLINT_PLUGIN = "ESLintWebpackPlugin";

interface Config {
  plugins?: Array<{ constructor: { name: string } }>;
}

/** Stops the build on a Gatsby this plugin was not written for (see ../gatsby-version.ts). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  requireGatsbyVersion(NAME, reporter);
};

/**
 * `gatsby develop` runs ESLint 7 over every module it bundles (with its own rules, or the site's
 * .eslintrc): writers wait for the page, not for a linter, and `npm run lint` checks the code with
 * the repository's own configuration. Fails when Gatsby no longer adds the plugin, so this one is
 * removed rather than left doing nothing.
 */
export function onCreateWebpackConfig({ stage, getConfig, actions }: CreateWebpackConfigArgs): void {
  if (stage !== "develop") return;
  const config = getConfig() as Config;
  const plugins = config.plugins ?? [];
  const kept = plugins.filter((plugin) => plugin.constructor.name !== ESLINT_PLUGIN);
  if (kept.length === plugins.length) {
    throw new Error(
      `${NAME}: Gatsby's develop config has no ${ESLINT_PLUGIN} any more; remove this plugin (plugins/${NAME}/README.md)`,
    );
  }
  actions.replaceWebpackConfig({ ...config, plugins: kept });
}
