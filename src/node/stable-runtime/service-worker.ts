import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { RUNTIME_FILE } from "./scripts";

interface PrecacheEntry {
  url: string;
  revision?: string;
}

const MANIFEST = /(self\.__precacheManifest = )(\[[\s\S]*?\])(\.concat\()/;

/**
 * Drops a URL from the precache manifest Workbox writes into sw.js. gatsby-plugin-offline precaches
 * the runtime, and precached files are served cache-first, which a stable-named runtime cannot be.
 */
export function withoutPrecacheEntry(serviceWorker: string, url: string): string {
  const match = MANIFEST.exec(serviceWorker);
  if (!match) throw new Error("sw.js has no `self.__precacheManifest = [...]`; gatsby-plugin-offline's output changed, update src/node/stable-runtime/service-worker.ts.");
  const entries = JSON.parse(match[2]) as PrecacheEntry[];
  const kept = entries.filter((entry) => entry.url !== url);
  return serviceWorker.replace(MANIFEST, (_, start: string, __: string, end: string) => `${start}${JSON.stringify(kept, null, 2)}${end}`);
}

/** Runs after gatsby-plugin-offline's onPostBuild (the site's own gatsby-node comes last). */
export async function onPostBuild(): Promise<void> {
  const file = join("public", "sw.js");
  await writeFile(file, withoutPrecacheEntry(await readFile(file, "utf8"), RUNTIME_FILE));
}
