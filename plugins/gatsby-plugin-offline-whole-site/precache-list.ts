import { createHash } from "node:crypto";
import { OFFLINE_SHELL_PATH } from "./app-shell";
import { CONTENT_HASHED } from "./build-files";

/** One file the worker keeps: content-hashed names need no revision. */
export interface KeptFile {
  url: string;
  revision: string | null;
}

/** What the worker keeps of one build: files for Workbox's precache, and the site's data files. */
export interface OfflineCopy {
  assets: KeptFile[];
  data: KeptFile[];
}

/** The page the worker answers navigations with when the network cannot: gatsby-plugin-offline's shell. */
export const APP_SHELL = `${OFFLINE_SHELL_PATH.slice(1)}index.html`;

/** Data that changes with each deployment without changing its URL (fetched network-first), as a path below public/. */
export const SITE_DATA_PATH = /(page-data\/.+|slice-data\/[^/]+|search-index|navigation\/[^/]+)\.json$/;

export function isSiteData(file: string): boolean {
  return new RegExp(`^${SITE_DATA_PATH.source}`).test(file);
}

/**
 * Files other than data a reader needs to open every page offline: the app shell, the icons and
 * manifest, the files of static/ (images pages show), and the scripts, styles and other files
 * webpack emitted for this build's browser bundle (public/ also keeps older builds' hashed files,
 * which no page of this build loads). SHIPPED holds those last two kinds.
 * The site renders pages from their page data, so the worker keeps every page's data and one app
 * shell rather than every page's HTML (which repeats the sidebar and chrome: several times larger).
 */
export function isKeptAsset(file: string, shipped: ReadonlySet<string>): boolean {
  if (file === APP_SHELL || file === "manifest.webmanifest" || file === "favicon.svg" || file === "favicon-32x32.png")
    return true;
  if (/^icons\/[^/]+\.png$/.test(file)) return true;
  return shipped.has(file) && !/\.(map|txt|html|json|xml)$/.test(file);
}

/** Revision of a file: none for content-hashed names; otherwise the MD5 of its bytes (as workbox-build). */
export function revisionOf(file: string, bytes: Buffer): string | null {
  return CONTENT_HASHED.test(file) ? null : createHash("md5").update(bytes).digest("hex");
}

/** The offline copy of a build from its public/ FILES ("/"-separated paths relative to public/). */
export function offlineCopy(
  files: ReadonlyArray<{ path: string; bytes: Buffer }>,
  shipped: ReadonlySet<string>,
): OfflineCopy {
  const kept = (keep: (path: string) => boolean) =>
    files
      .filter((file) => keep(file.path))
      .map((file) => ({ url: `/${file.path}`, revision: revisionOf(file.path, file.bytes) }))
      .sort((a, b) => a.url.localeCompare(b.url));
  return { assets: kept((path) => isKeptAsset(path, shipped)), data: kept(isSiteData) };
}
