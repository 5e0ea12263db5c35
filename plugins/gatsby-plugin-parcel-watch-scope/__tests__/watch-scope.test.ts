/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import {
  PACKAGES_STAMP,
  PARCEL_CACHE_DIR,
  PARCEL_VERSION,
  isScoped,
  parcelCoreDir,
  resetCacheForNewPackages,
  scopeWatcher,
} from "../watch-scope.cjs";

const ROOT = join(__dirname, "..", "..", "..");

/** getWatcherOptions as @parcel/core 2.8.3 ships it in lib/RequestTracker.js. */
const TRACKER_SOURCE = `
function getCacheKey(options) {}
function getWatcherOptions(options) {
  let vcsDirs = ['.git', '.hg'].map(dir => _path().default.join(options.projectRoot, dir));
  let ignore = [options.cacheDir, ...vcsDirs];
  return {
    ignore
  };
}
`;

/** What the source's getWatcherOptions returns for a site at /site. */
function ignoredBy(source: string): string[] {
  const load = new Function("_path", `${source}; return getWatcherOptions;`) as (
    path: () => { default: typeof posix },
  ) => (options: { projectRoot: string; cacheDir: string }) => { ignore: string[] };
  return load(() => ({ default: posix }))({ projectRoot: "/site", cacheDir: "/site/.cache/.parcel-cache" }).ignore;
}

describe("Parcel's watcher options", () => {
  it("leave node_modules and public out of the walk, besides Parcel's cache and .git", () => {
    expect(ignoredBy(TRACKER_SOURCE)).toEqual(["/site/.cache/.parcel-cache", "/site/.git", "/site/.hg"]);
    expect(ignoredBy(scopeWatcher(TRACKER_SOURCE))).toEqual([
      "/site/.cache/.parcel-cache",
      "/site/.git",
      "/site/.hg",
      "/site/node_modules",
      "/site/public",
    ]);
  });

  it("are patched once, and an earlier patch is replaced", () => {
    const scoped = scopeWatcher(TRACKER_SOURCE);
    expect(scopeWatcher(scoped)).toBe(scoped);
    const earlier = TRACKER_SOURCE.replace(
      "let ignore = [options.cacheDir, ...vcsDirs];",
      'let ignore = [options.cacheDir, ...vcsDirs, ...["x"]]; // gatsby-plugin-parcel-watch-scope',
    );
    expect(scopeWatcher(earlier)).toBe(scoped);
  });

  it("stop the install, pointing at the README, when Parcel's source is not the expected one", () => {
    const missing = TRACKER_SOURCE.replace("let ignore = [options.cacheDir, ...vcsDirs];", "let ignore = [];");
    expect(() => scopeWatcher(missing)).toThrow(/README\.md/);
    const twice = TRACKER_SOURCE.replace(
      "let ignore = [options.cacheDir, ...vcsDirs];",
      "let ignore = [options.cacheDir, ...vcsDirs];\nlet ignore = [options.cacheDir, ...vcsDirs];",
    );
    expect(() => scopeWatcher(twice)).toThrow(/no single/);
    expect(() => scopeWatcher(TRACKER_SOURCE.replace("function getWatcherOptions", "function options"))).toThrow(
      /getWatcherOptions/,
    );
  });

  it("are patched in the installed Parcel, the release the patch was written for (npm ran postinstall)", () => {
    const installed = JSON.parse(readFileSync(join(parcelCoreDir(ROOT), "package.json"), "utf8")) as {
      version: string;
    };
    expect(installed.version).toBe(PARCEL_VERSION);
    expect(isScoped(ROOT)).toBe(true);
  });

  it("are found for a site folder that uses the node_modules of a folder above it", () => {
    mkdirSync(join(ROOT, "test-results"), { recursive: true });
    const site = mkdtempSync(join(ROOT, "test-results", "parcel-watch-scope-"));
    try {
      writeFileSync(join(site, "package.json"), "{}");
      expect(parcelCoreDir(site)).toBe(join(ROOT, "node_modules", "@parcel", "core"));
      expect(isScoped(site)).toBe(true);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe("Parcel's cache after packages are installed", () => {
  let site: string;
  const cache = () => join(site, PARCEL_CACHE_DIR);
  beforeEach(() => {
    site = mkdtempSync(join(tmpdir(), "parcel-watch-scope-"));
    writeFileSync(join(site, "package-lock.json"), '{"lockfileVersion":3}');
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it("is where Gatsby keeps it", () => {
    const gatsbys = readFileSync(join(ROOT, "node_modules/gatsby/dist/utils/parcel/compile-gatsby-files.js"), "utf8");
    expect(gatsbys).toContain(`const PARCEL_CACHE_DIR = \`${PARCEL_CACHE_DIR}\`;`);
  });

  it("is emptied once for packages it was not made with, and kept for the same ones", () => {
    expect(resetCacheForNewPackages(site)).toBe(false);
    expect(existsSync(cache())).toBe(false);

    mkdirSync(cache(), { recursive: true });
    writeFileSync(join(cache(), "data.mdb"), "cached");
    expect(resetCacheForNewPackages(site)).toBe(true);
    expect(existsSync(join(cache(), "data.mdb"))).toBe(false);
    expect(existsSync(join(cache(), PACKAGES_STAMP))).toBe(true);

    writeFileSync(join(cache(), "data.mdb"), "cached");
    expect(resetCacheForNewPackages(site)).toBe(false);
    expect(existsSync(join(cache(), "data.mdb"))).toBe(true);

    writeFileSync(join(site, "package-lock.json"), '{"lockfileVersion":3,"packages":{}}');
    expect(resetCacheForNewPackages(site)).toBe(true);
    expect(existsSync(join(cache(), "data.mdb"))).toBe(false);
  });
});
