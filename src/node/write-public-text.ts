import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/** A text file served from public/ at a site path. */
export interface PublicTextFile {
  /** Site path, e.g. /concepts/output.md. */
  url: string;
  text: string;
}

/**
 * Writes FILES into public/, each only when its text differs from the file there: a build that
 * changed one page rewrites that page's file and leaves the others (and their modification times,
 * which hosts and caches go by) alone. Files of PREVIOUS (the last build's site paths) that are no
 * longer among FILES are deleted, so a removed or renamed page leaves no stale file behind.
 */
export function writePublicTextFiles(
  files: readonly PublicTextFile[],
  previous: readonly string[] = [],
  publicDir = resolve("public"),
): { written: string[]; removed: string[] } {
  const written: string[] = [];
  for (const { url, text } of files) {
    const file = join(publicDir, url);
    if (existsSync(file) && readFileSync(file, "utf8") === text) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(url);
  }
  const current = new Set(files.map((file) => file.url));
  const removed = previous.filter((url) => !current.has(url) && existsSync(join(publicDir, url)));
  for (const url of removed) rmSync(join(publicDir, url));
  return { written, removed };
}
