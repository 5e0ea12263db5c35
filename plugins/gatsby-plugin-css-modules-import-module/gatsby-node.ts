import type { CreateWebpackConfigArgs } from "gatsby";
import { localIdentWithoutMatchResource } from "./local-ident";

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
    const own = uses.filter((use) => typeof use === "object" && use?.loader?.includes("css-loader") && typeof use.options?.modules === "object");
    return [...own, ...cssModuleLoaders(rule.oneOf), ...cssModuleLoaders(rule.rules)];
  });
}

/**
 * mini-css-extract-plugin builds CSS modules with webpack's importModule instead of a child
 * compiler per stylesheet (faster cold builds and `gatsby develop`; no child compilations, so the
 * compilation hash Gatsby writes into every page no longer differs between a cold and a cached
 * build), and every stage computes class names the same way.
 */
export function onCreateWebpackConfig({ stage, getConfig, actions }: CreateWebpackConfigArgs): void {
  if (!ALL_STAGES.includes(stage)) return;
  const config = getConfig() as Config;
  const loaders = cssModuleLoaders(config.module?.rules);
  if (loaders.length === 0) throw new Error(`gatsby-plugin-css-modules-import-module: no css-loader with CSS modules in Gatsby's ${stage} config; see plugins/gatsby-plugin-css-modules-import-module/README.md`);
  for (const loader of loaders) (loader.options?.modules as Record<string, unknown>).getLocalIdent = localIdentWithoutMatchResource;
  if (BROWSER_STAGES.includes(stage)) {
    const extractor = config.plugins?.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin");
    if (!extractor?.options) throw new Error(`gatsby-plugin-css-modules-import-module: no MiniCssExtractPlugin in Gatsby's ${stage} config; see plugins/gatsby-plugin-css-modules-import-module/README.md`);
    extractor.options.experimentalUseImportModule = true;
  }
  actions.replaceWebpackConfig(config);
}
