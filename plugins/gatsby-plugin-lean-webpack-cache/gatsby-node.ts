import type { CreateWebpackConfigArgs, GatsbyNode, PluginOptions } from "gatsby";
import type { Compiler } from "webpack";
import { requireGatsbyVersion } from "../gatsby-version";
import { webpackAssumptionProblems, readGatsbysWebpack } from "./assumptions";
import { cacheVersion, isInstalledPackageFile } from "./cache-key";

const NAME = "gatsby-plugin-lean-webpack-cache";
const STAGES = ["develop", "develop-html", "build-javascript", "build-html"];

interface Options extends PluginOptions {
  /** Files and folders, relative to the site's root, whose contents shape the webpack configuration. */
  files: string[];
}

/** The slice of webpack's configuration this plugin reads and changes. */
interface Config {
  cache?: { type?: string; buildDependencies?: Record<string, unknown>; version?: string };
  plugins?: unknown[];
}

function fail(message: string): never {
  throw new Error(`${NAME}: ${message}; see plugins/${NAME}/README.md`);
}

/** Stops the build (and `gatsby develop`) on a Gatsby or webpack this plugin was not written for. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  requireGatsbyVersion(NAME, reporter);
  const problems = webpackAssumptionProblems((file) => readGatsbysWebpack(process.cwd(), file));
  if (problems.length > 0) reporter.panic(`${NAME}: ${problems.join("; ")}; see plugins/${NAME}/README.md`);
};

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({ files: Joi.array().items(Joi.string()).min(1).required() });

/**
 * After a compilation, webpack records the loaders it ran as build dependencies and, before saving
 * the cache, resolves every module each of them requires, transitively (for Gatsby's babel-loader:
 * most of Gatsby). Installed packages are covered by package-lock.json in the cache's version, so
 * they are dropped from the list first.
 */
const dropInstalledPackages = {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap(NAME, ({ compilation }) => {
      for (const dependency of [...compilation.buildDependencies])
        if (isInstalledPackageFile(dependency)) compilation.buildDependencies.delete(dependency);
    });
  },
};

/**
 * webpack's cache is invalid when its configuration may have changed. Gatsby lists its own webpack
 * configuration and each plugin's compiled gatsby-node as build dependencies, which webpack turns
 * into the whole require graph of the Gatsby process (about 20 s for each bundle on a cold build,
 * and re-checked on every cached one). The files that really shape the configuration are hashed
 * into the cache's version instead: a change to any of them starts the cache afresh.
 */
export const onCreateWebpackConfig = (
  { stage, getConfig, actions }: CreateWebpackConfigArgs,
  { files }: Options,
): void => {
  if (!STAGES.includes(stage)) return;
  const config = getConfig() as Config;
  const cache = config.cache;
  if (cache?.type !== "filesystem" || !Array.isArray(cache.buildDependencies?.config))
    fail(`Gatsby's ${stage} config has no filesystem cache with buildDependencies.config`);
  cache.buildDependencies = {};
  // Gatsby runs from the site's root (and compiles this file into .cache/compiled/).
  cache.version = cacheVersion(process.cwd(), files);
  config.plugins = [...(config.plugins ?? []), dropInstalledPackages];
  actions.replaceWebpackConfig(config);
};
