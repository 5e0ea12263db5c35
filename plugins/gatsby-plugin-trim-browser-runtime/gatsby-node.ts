import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { CreateWebpackConfigArgs, GatsbyNode } from "gatsby";
import type { Compiler, NormalModule } from "webpack";
import { requireGatsbyVersion } from "../gatsby-version";
import { REPLACEMENTS, assumptionProblems, headExporters, manifestFlagProblem } from "./assumptions";

const NAME = "gatsby-plugin-trim-browser-runtime";
/** Gatsby compiles gatsby-node.ts into .cache/compiled/, so paths are taken from the site's root. */
const PLUGIN_DIRECTORY = join(process.cwd(), "plugins", NAME);
const siteRequire = createRequire(join(process.cwd(), "package.json"));

function fail(message: string): never {
  throw new Error(`${NAME}: ${message}; see plugins/${NAME}/README.md`);
}

/** Stops every build (and `gatsby develop`) when Gatsby's runtime no longer matches what the stubs assume. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  requireGatsbyVersion(NAME, reporter);
  const problems = assumptionProblems((module) => readFileSync(siteRequire.resolve(module), "utf8"));
  if (problems.length > 0) reporter.panic(`${NAME}: ${problems.join("; ")}; see plugins/${NAME}/README.md`);
};

interface ResolveData {
  request: string;
  context: string;
}

/**
 * The production browser bundle gets the stubs instead of the two modules. After the build it
 * fails when a module was not found by its request (so nothing was replaced) or when a module of
 * the site's src/ exports Head, which the stubbed handler would silently ignore.
 */
export const onCreateWebpackConfig = ({ stage, actions, plugins }: CreateWebpackConfigArgs): void => {
  if (stage !== "build-javascript") return;
  const cacheDirectory = join(process.cwd(), ".cache");
  const sourceDirectory = join(process.cwd(), "src");
  const replaced = new Set<string>();
  const replacements = REPLACEMENTS.map((replacement) =>
    plugins.normalModuleReplacement(replacement.request, (resource: ResolveData) => {
      if (resource.context !== cacheDirectory) return;
      resource.request = join(PLUGIN_DIRECTORY, replacement.stub);
      replaced.add(replacement.name);
    }),
  );
  const check = {
    apply(compiler: Compiler) {
      compiler.hooks.done.tap(NAME, ({ compilation }) => {
        const missing = REPLACEMENTS.filter(({ name }) => !replaced.has(name)).map(({ name }) => name);
        if (missing.length > 0) fail(`no module of ${cacheDirectory} requested the ${missing.join(" or the ")}`);
        const definitions = compiler.options.plugins
          .map((plugin) => (plugin as { definitions?: Record<string, unknown> } | null)?.definitions)
          .filter((entry): entry is Record<string, unknown> => typeof entry === "object" && entry !== null);
        const manifestProblem = manifestFlagProblem(definitions);
        if (manifestProblem) fail(manifestProblem);
        const siteModules = [...compilation.modules]
          .map((module) => module as NormalModule)
          .filter((module) => typeof module.resource === "string" && module.resource.startsWith(sourceDirectory))
          .map((module) => {
            const exports = compilation.moduleGraph.getProvidedExports(module);
            return { resource: module.resource, exports: Array.isArray(exports) ? exports : null };
          });
        const exporters = headExporters(siteModules);
        if (exporters.length > 0)
          fail(`${exporters.join(", ")} export Head, which this plugin leaves out of the browser bundle`);
      });
    },
  };
  actions.setWebpackConfig({ plugins: [...replacements, check] });
};
