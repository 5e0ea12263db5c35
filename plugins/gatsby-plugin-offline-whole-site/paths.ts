import { createRequire } from "node:module";
import { join } from "node:path";

/**
 * This plugin's folder. Gatsby compiles gatsby-node.ts into .cache/compiled/, where neither
 * __dirname nor require.resolve point here, so paths are taken from the site's root.
 */
export const PLUGIN_DIRECTORY = join(process.cwd(), "plugins", "gatsby-plugin-offline-whole-site");
/** Resolves packages as the site does. */
export const siteRequire = createRequire(join(process.cwd(), "package.json"));

/** Worker code written by this plugin for gatsby-plugin-offline's `appendScript` option. */
export const APPEND_SCRIPT = join(process.cwd(), ".cache", "offline-whole-site", "sw-site.js");
/** What the worker keeps of the last build (URL and revision of each file), for tests and benchmarks. */
export const OFFLINE_COPY = join(process.cwd(), ".cache", "offline-whole-site", "offline-copy.json");
/** Every file webpack emitted for the browser in the last build. */
export const BROWSER_ASSETS = join(process.cwd(), ".cache", "offline-whole-site", "browser-assets.json");
