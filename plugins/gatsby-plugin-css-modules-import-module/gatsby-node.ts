import type { CreateWebpackConfigArgs, GatsbyNode } from "gatsby";
import { requireGatsbyVersion } from "../gatsby-version";
import { localIdentWithoutMatchResource } from "./local-ident";

const NAME = "gatsby-plugin-css-modules-import-module";

/** The slice of webpack's config this plugin reads: plugins and (nested) module rules. */
interface Rule {
  oneOf?: Rule[];
  rules?: Rule[];
  use?: unknown;
}
interface LoaderEntry {
  loader?: string;
  options?: { modules?: unknown };
}
interface Config {
  plugins?: Array<{ constructor: { name: string }; options?: Record<string, unknown> }>;
  module?: { rules?: Rule[] };
}

const BROWSER_STAGES = ["develop", "build-javascript"];
const ALL_STAGES = [...BROWSER_STAGES, "develop-html", "build-html"];

/** css-loader entries with CSS modules on, anywhere in RULES. */
function cssModuleLoaders(rules: Rule[] = []): LoaderEntry[] {
  return rules.flatMap((rule) => {
    const uses = Array.isArray(rule.use) ? (rule.use as LoaderEntry[]) : [];
    const own = uses.filter(
      (use) =>
        typeof use === "object" && use?.loader?.includes("css-loader") && typeof use.options?.modules === "object",
    );
    return [...own, ...cssModuleLoaders(rule.oneOf), ...cssModuleLoaders(rule.rules)];
  });
}

/** Stops the build on a Gatsby this plugin was not written for (see ../gatsby-version.ts). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  requireGatsbyVersion(NAME, reporter);
};

/**
 * mini-css-extract-plugin builds CSS modules with webpack's importModule instead of a child
 * compiler per stylesheet (faster cold builds and `gatsby develop`; no child compilations, so the
 * compilation hash Gatsby writes into every page no longer differs between a cold and a cached
 * build), and every stage computes class names the same way. CSS modules are scoped and the
 * global stylesheets only style elements and build-time class names, so the order in which chunks
 * pull stylesheets in does not matter: mini-css-extract's "Conflicting order" warning is off.
 */
export function onCreateWebpackConfig({ stage, getConfig, actions }: CreateWebpackConfigArgs): void {
  if (!ALL_STAGES.includes(stage)) return;
  const config = getConfig() as Config;
  const loaders = cssModuleLoaders(config.module?.rules);
  if (loaders.length === 0)
    throw new Error(
      `${NAME}: no css-loader with CSS modules in Gatsby's ${stage} config; see plugins/${NAME}/README.md`,
    );
  for (const loader of loaders)
    (loader.options?.modules as Record<string, unknown>).getLocalIdent = localIdentWithoutMatchResource;
  if (BROWSER_STAGES.includes(stage)) {
    const extractor = config.plugins?.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin");
    if (!extractor?.options)
      throw new Error(`${NAME}: no MiniCssExtractPlugin in Gatsby's ${stage} config; see plugins/${NAME}/README.md`);
    extractor.options.experimentalUseImportModule = true;
    extractor.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
}
