import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Folders never part of a key: installed packages and what builds write. */
const SKIPPED_FOLDERS = new Set(["node_modules", ".cache", "public"]);

/** Every file of PATH (itself when it is a file), sorted, so the key does not depend on listing order. */
function filesOf(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => filesOf(join(path, entry.name)));
}

/**
 * A digest of the names and contents of FILES (paths relative to ROOT; a folder stands for every
 * file below it). A missing file throws: a key that silently skipped it would never change with it.
 */
export function cacheVersion(root: string, files: readonly string[]): string {
  const hash = createHash("sha256");
  for (const file of files.flatMap((path) => filesOf(join(root, path)))) {
    hash.update(relative(root, file).split(sep).join("/")).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 20);
}

/** Whether PATH lies inside an installed package, whose version package-lock.json pins. */
export function isInstalledPackageFile(path: string): boolean {
  return /[\\/]node_modules[\\/]/.test(path);
}
