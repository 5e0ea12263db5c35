// Keeps node_modules and public out of the file walk Parcel makes on every Gatsby start (README.md
// says why and what this relies on). `postinstall.cjs` applies it after every `npm install`.
"use strict";

const { createHash } = require("node:crypto");
const { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } = require("node:fs");
const { createRequire } = require("node:module");
const { dirname, join } = require("node:path");

/** Folders under the site's root that Parcel no longer walks, besides its cache and .git. */
const LEFT_OUT = ["node_modules", "public"];
/** The @parcel/core release whose source the patch was written for. */
const PARCEL_VERSION = "2.8.3";
/** Parcel's cache, where Gatsby keeps it (its PARCEL_CACHE_DIR). */
const PARCEL_CACHE_DIR = ".cache/.parcel-cache";
/** Written into Parcel's cache: the digest of package-lock.json the cache was made with. */
const PACKAGES_STAMP = "installed-packages.sha256";
/** In the installed @parcel/core: the file that sets what Parcel's watcher leaves out. */
const TRACKER = "lib/RequestTracker.js";

const WATCHER_OPTIONS = "function getWatcherOptions(options) {";
const ORIGINAL = "let ignore = [options.cacheDir, ...vcsDirs];";
const SCOPED = `let ignore = [options.cacheDir, ...vcsDirs, ...${JSON.stringify(LEFT_OUT)}.map(dir => _path().default.join(options.projectRoot, dir))]; // gatsby-plugin-parcel-watch-scope`;
/** The line as any version of this patch wrote it. */
const ANY_SCOPED = /let ignore = \[options\.cacheDir, \.\.\.vcsDirs, .*\]; \/\/ gatsby-plugin-parcel-watch-scope/;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function fail(message) {
  throw new Error(
    `gatsby-plugin-parcel-watch-scope: ${message}; see plugins/gatsby-plugin-parcel-watch-scope/README.md`,
  );
}

/**
 * RequestTracker.js's source with the extra folders in the list of paths Parcel's watcher leaves
 * out (unchanged when they already are). Throws when the source is not the one this was written for.
 */
function scopeWatcher(source) {
  if (source.includes(SCOPED)) return source;
  const line = new RegExp(`${escapeRegExp(ORIGINAL)}|${ANY_SCOPED.source}`, "g");
  const found = [...source.matchAll(line)];
  const start = source.indexOf(WATCHER_OPTIONS);
  if (found.length !== 1 || start === -1 || found[0].index < start)
    fail(`@parcel/core/${TRACKER} has no single \`${ORIGINAL}\` in getWatcherOptions`);
  return source.replace(found[0][0], () => SCOPED);
}

/**
 * The folder of the @parcel/core that Gatsby, as installed for the site at ROOT, loads (Node's
 * resolution: a site folder without node_modules of its own uses the nearest one above).
 */
function parcelCoreDir(root) {
  const gatsby = createRequire(join(root, "package.json")).resolve("gatsby/package.json");
  return dirname(createRequire(gatsby).resolve("@parcel/core/package.json"));
}

/** Whether the installed Parcel leaves the folders out. */
function isScoped(root) {
  return readFileSync(join(parcelCoreDir(root), TRACKER), "utf8").includes(SCOPED);
}

function digest(file) {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

/**
 * Parcel no longer sees changes inside node_modules, so its cache must not outlive the packages it
 * was made with: when package-lock.json differs from the one stamped in the cache (or there is no
 * stamp), the cache is emptied and stamped afresh. Returns whether it was emptied.
 */
function resetCacheForNewPackages(root) {
  const cache = join(root, PARCEL_CACHE_DIR);
  if (!existsSync(cache)) return false;
  const installed = digest(join(root, "package-lock.json"));
  const stamp = join(cache, PACKAGES_STAMP);
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === installed) return false;
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  writeFileSync(stamp, installed);
  return true;
}

/** Patches the installed Parcel (once) and resets its cache after a change of packages. */
function applyWatchScope(root) {
  const parcel = parcelCoreDir(root);
  const { version } = JSON.parse(readFileSync(join(parcel, "package.json"), "utf8"));
  if (version !== PARCEL_VERSION)
    fail(
      `written for @parcel/core ${PARCEL_VERSION} and ${version} is installed: check what the README says it relies on, then move PARCEL_VERSION`,
    );
  const file = join(parcel, TRACKER);
  const source = readFileSync(file, "utf8");
  const scoped = scopeWatcher(source);
  if (scoped !== source) writeFileSync(file, scoped);
  return { patched: scoped !== source, cacheReset: resetCacheForNewPackages(root) };
}

module.exports = {
  PARCEL_VERSION,
  PARCEL_CACHE_DIR,
  PACKAGES_STAMP,
  parcelCoreDir,
  scopeWatcher,
  isScoped,
  resetCacheForNewPackages,
  applyWatchScope,
};
