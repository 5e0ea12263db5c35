import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CreateWebpackConfigArgs, GatsbyNode, ParentSpanPluginArgs } from "gatsby";
import type { Compiler } from "webpack";
import { requireGatsbyVersion } from "../gatsby-version";
import { filesBelow } from "./build-files";
import { APPEND_SCRIPT, BROWSER_ASSETS, OFFLINE_COPY, PLUGIN_DIRECTORY, siteRequire } from "./paths";
import { APP_SHELL, offlineCopy } from "./precache-list";
import { RUNTIME_CACHING } from "./runtime-caching";

const NAME = "gatsby-plugin-offline-whole-site";
/** The request with which Gatsby's production runtime loads its registration module. */
const GATSBY_REGISTRATION_REQUEST = "./register-service-worker";

function fail(message: string): never {
  throw new Error(`${NAME}: ${message}; see plugins/${NAME}/README.md`);
}

/**
 * What this plugin assumes of Gatsby and gatsby-plugin-offline, checked before every build: the
 * runtime loads its registration module by the request replaced here; the offline plugin's worker
 * code names its navigation route `navigationRoute` (sw-site.js unregisters it); and its default
 * runtime caching has as many entries as runtime-caching.ts, which replaces them index by index.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  requireGatsbyVersion(NAME, reporter);
  const source = (file: string) => readFileSync(siteRequire.resolve(file), "utf8");
  if (!source("gatsby/cache-dir/production-app.js").includes(`require(\`${GATSBY_REGISTRATION_REQUEST}\`)`)) {
    fail(`gatsby/cache-dir/production-app.js no longer requires ${GATSBY_REGISTRATION_REQUEST}`);
  }
  const workerCode = source("gatsby-plugin-offline/sw-append.js");
  if (
    !workerCode.includes("const navigationRoute = new NavigationRoute(") ||
    !workerCode.includes("workbox.routing.registerRoute(navigationRoute)")
  ) {
    fail("gatsby-plugin-offline/sw-append.js no longer registers a `const navigationRoute`");
  }
  // The default list, plus one entry that exists only when Cypress runs the site.
  const defaultList =
    /runtimeCaching: \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source("gatsby-plugin-offline/gatsby-node.js"))?.[1] ?? "";
  const defaultEntries = defaultList.match(/urlPattern:/g)?.length ?? 0;
  if (defaultEntries - 1 !== RUNTIME_CACHING.length) {
    fail(
      `gatsby-plugin-offline's default runtimeCaching has ${defaultEntries - 1} entries, runtime-caching.ts ${RUNTIME_CACHING.length}`,
    );
  }
};

interface ResolveData {
  request: string;
  context: string;
}

/** The browser bundle gets this plugin's registration module instead of Gatsby's. */
export const onCreateWebpackConfig = ({ stage, actions, plugins, store }: CreateWebpackConfigArgs): void => {
  if (stage !== "build-javascript") return;
  const cacheDirectory = join(store.getState().program.directory, ".cache");
  let replaced = false;
  const replacement = plugins.normalModuleReplacement(/^\.\/register-service-worker$/, (resource: ResolveData) => {
    if (resource.context !== cacheDirectory) return;
    resource.request = join(PLUGIN_DIRECTORY, "register-service-worker.ts");
    replaced = true;
  });
  const check = {
    apply(compiler: Compiler) {
      compiler.hooks.done.tap(NAME, (stats) => {
        if (!replaced) fail(`no module of ${cacheDirectory} requested ${GATSBY_REGISTRATION_REQUEST}`);
        mkdirSync(join(BROWSER_ASSETS, ".."), { recursive: true });
        writeFileSync(BROWSER_ASSETS, JSON.stringify(stats.compilation.getAssets().map((asset) => asset.name)));
      });
    },
  };
  actions.setWebpackConfig({ plugins: [replacement, check] });
};

/**
 * Writes the worker code gatsby-plugin-offline appends to sw.js, with the precache list of this
 * build. Runs before gatsby-plugin-offline's onPostBuild (this plugin is listed first).
 */
export const onPostBuild = ({ reporter }: ParentSpanPluginArgs): void => {
  const root = join(process.cwd(), "public");
  const files = filesBelow(root).map((path) => ({ path, bytes: readFileSync(join(root, path)) }));
  const browserAssets = JSON.parse(readFileSync(BROWSER_ASSETS, "utf8")) as string[];
  const staticRoot = join(process.cwd(), "static");
  const staticFiles = existsSync(staticRoot) ? filesBelow(staticRoot) : [];
  const copy = offlineCopy(files, new Set([...browserAssets, ...staticFiles]));
  if (!copy.assets.some((entry) => entry.url === `/${APP_SHELL}`)) fail(`the app shell ${APP_SHELL} was not built`);
  const constants = { SITE_ASSETS: copy.assets, SITE_DATA: copy.data, APP_SHELL_URL: `/${APP_SHELL}` };
  const declarations = Object.entries(constants).map(([name, value]) => `const ${name} = ${JSON.stringify(value)};\n`);
  mkdirSync(join(APPEND_SCRIPT, ".."), { recursive: true });
  writeFileSync(APPEND_SCRIPT, `${declarations.join("")}${readFileSync(join(PLUGIN_DIRECTORY, "sw-site.js"), "utf8")}`);
  writeFileSync(OFFLINE_COPY, `${JSON.stringify(copy, null, 1)}\n`);
  const sizeOf = new Map(files.map((file) => [`/${file.path}`, file.bytes.length]));
  const kept = [...copy.assets, ...copy.data];
  const bytes = kept.reduce((sum, entry) => sum + (sizeOf.get(entry.url) ?? 0), 0);
  reporter.info(`offline copy: ${kept.length} files, ${(bytes / 1024).toFixed(0)} KiB before compression`);
};
