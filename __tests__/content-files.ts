import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** The repository's content/ folder. */
export const CONTENT_ROOT = join(__dirname, "..", "content");

/** Every MDX/MD file below a folder (content/data excluded), as content/-relative paths with text. */
export function readContentFiles(root = CONTENT_ROOT): Array<{ relativePath: string; text: string }> {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) return entry === "data" ? [] : walk(full);
      return /\.mdx?$/.test(entry) ? [full] : [];
    });
  return walk(root)
    .sort()
    .map((file) => ({ relativePath: relative(root, file).split("\\").join("/"), text: readFileSync(file, "utf8") }));
}
