import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

function stylesheets(directory: string): string[] {
  return readdirSync(directory)
    .sort()
    .flatMap((entry) => {
      const path = join(directory, entry);
      if (statSync(path).isDirectory()) return stylesheets(path);
      return entry.endsWith(".css") ? [path] : [];
    });
}

// Once per build process and folder: the stylesheets cannot change during a build.
const cache = new Map<string, string>();

/**
 * A digest of every stylesheet under src/, carried in each page's context.
 *
 * Gatsby inlines the site's CSS into every page's HTML, but with slices on (Gatsby 5) it does not
 * re-render pages when only the browser bundle changed (gatsby/dist/redux/reducers/html.js ignores
 * SET_WEBPACK_COMPILATION_HASH), so a CSS-only edit left stale styles in incremental builds. A
 * changed digest changes every page's context, which makes Gatsby render the pages again.
 */
export function stylesDigest(root = resolve("src")): string {
  if (!cache.has(root)) {
    const text = stylesheets(root)
      .map((file) => `${relative(root, file)}\n${readFileSync(file, "utf8")}`)
      .join("\n");
    cache.set(root, createHash("sha256").update(text).digest("hex").slice(0, 16));
  }
  return cache.get(root) as string;
}
