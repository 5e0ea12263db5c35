import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { CreateWebpackConfigArgs, GatsbyNode, PluginOptions } from "gatsby";
import { requireGatsbyVersion } from "../gatsby-version";
import { PAGE_COMPONENTS, SHELL_ENTRY, escape, pageModulePattern, shellEntryProblems } from "./shell-entry";

const NAME = "gatsby-plugin-lean-develop-shell";

interface Options extends PluginOptions {
  /** Site modules (paths from the site's root, without extension) that only pages render. */
  pageModules: string[];
}

function readShellEntry(root: string): string {
  return readFileSync(createRequire(join(root, "package.json")).resolve(SHELL_ENTRY), "utf8");
}

/** Stops `gatsby develop` and the build on a Gatsby this plugin was not written for. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  requireGatsbyVersion(NAME, reporter);
  const problems = shellEntryProblems(readShellEntry(process.cwd()));
  if (problems.length > 0) reporter.panic(`${NAME}: ${problems.join("; ")}; see plugins/${NAME}/README.md`);
};

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({ pageModules: Joi.array().items(Joi.string()).required() });

/**
 * `gatsby develop` renders one HTML shell (no page in it; the browser renders each page) with a
 * server bundle of the whole site: every page template and everything the site's gatsby-ssr
 * imports, compiled before the browser bundle starts. That shell needs neither, so they are
 * replaced by stubs. Server rendering in develop (GATSBY_EXPERIMENTAL_DEV_SSR) does render pages
 * with this bundle, and is left alone.
 */
export function onCreateWebpackConfig(
  { stage, actions, plugins }: CreateWebpackConfigArgs,
  { pageModules }: Options,
): void {
  if (stage !== "develop-html" || process.env.GATSBY_EXPERIMENTAL_DEV_SSR) return;
  const root = process.cwd();
  const own = (file: string) => join(root, "plugins", NAME, file);
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(new RegExp(`^${escape(PAGE_COMPONENTS)}$`), own("no-page-components.cjs")),
      plugins.normalModuleReplacement(pageModulePattern(root, pageModules), own("page-module-stub.cjs")),
    ],
  });
}
