import type { CreateWebpackConfigArgs, GatsbyNode, PluginOptions } from "gatsby";
import { requireGatsbyVersion } from "../gatsby-version";
import { isLazyStylesheet, type WebpackModule } from "./lazy-stylesheet";

const NAME = "gatsby-plugin-lazy-stylesheets";

/** The plugin's options: path fragments ("/"-separated) of the stylesheets to keep with their lazy chunk. */
export interface LazyStylesheetsOptions extends PluginOptions {
  stylesheets: string[];
}

type ModuleTest = (module: WebpackModule, context: unknown) => boolean;

/** The slice of webpack's config this plugin changes: Gatsby's "styles" cache group. */
interface Config {
  optimization?: { splitChunks?: { cacheGroups?: Record<string, { test?: unknown } | false> } };
}

/** Fragments of the "stylesheets" option some module of this build matched (checked after the build). */
const matched = new Set<string>();

/** Stops the build on a Gatsby this plugin was not written for (see ../gatsby-version.ts). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  requireGatsbyVersion(NAME, reporter);
};

/**
 * Gatsby's production browser build puts every stylesheet, lazily imported ones included, into one
 * "styles" chunk, and inlines it into every page's HTML. A stylesheet that only a lazily loaded
 * component needs (a dialog's, say) then costs every page its bytes. Leaving the listed stylesheets
 * out of that group keeps them in the chunk that imports them: mini-css-extract-plugin writes it a
 * stylesheet of its own, which webpack's runtime loads with the chunk's script and waits for before
 * the chunk's code runs, so the component never shows unstyled.
 */
export function onCreateWebpackConfig(
  { stage, getConfig, actions }: CreateWebpackConfigArgs,
  options: LazyStylesheetsOptions,
): void {
  if (stage !== "build-javascript") return;
  const stylesheets = options.stylesheets;
  if (!Array.isArray(stylesheets) || stylesheets.length === 0)
    throw new Error(`${NAME}: the option "stylesheets" must list at least one path; see plugins/${NAME}/README.md`);
  const config = getConfig() as Config;
  const styles = config.optimization?.splitChunks?.cacheGroups?.styles;
  if (!styles || typeof styles.test !== "function")
    throw new Error(
      `${NAME}: Gatsby's ${stage} config has no "styles" cache group with a test function; see plugins/${NAME}/README.md`,
    );
  const gatsbysTest = styles.test as ModuleTest;
  styles.test = (module: WebpackModule, context: unknown) => {
    const lazy = stylesheets.filter((fragment) => isLazyStylesheet(module, [fragment]));
    lazy.forEach((fragment) => matched.add(fragment));
    return lazy.length === 0 && gatsbysTest(module, context);
  };
  actions.replaceWebpackConfig(config);
}

/** A listed stylesheet no module matched was moved or renamed: it would be inlined again, unnoticed. */
export const onPostBuild: GatsbyNode["onPostBuild"] = (_args, options) => {
  const missing = (options as LazyStylesheetsOptions).stylesheets.filter((fragment) => !matched.has(fragment));
  if (missing.length > 0)
    throw new Error(
      `${NAME}: no stylesheet of the browser bundle matched ${missing.map((fragment) => `"${fragment}"`).join(", ")}; see plugins/${NAME}/README.md`,
    );
};
