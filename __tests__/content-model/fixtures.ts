import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Files of a fixture folder under __tests__/fixtures/content-model, as content/-relative paths. */
export function loadFixture(name: string): Array<{ relativePath: string; text: string }> {
  const root = join(__dirname, "..", "fixtures", "content-model", name);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = join(dir, entry);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return walk(root)
    .sort()
    .map((file) => ({ relativePath: relative(root, file).split("\\").join("/"), text: readFileSync(file, "utf8") }));
}
