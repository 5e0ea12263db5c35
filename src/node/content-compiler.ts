import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { MDX_PLUGIN_OPTIONS } from "../content-model/mdx-options";
import { createContentProcessor, type ContentProcessor } from "../content-model/markdown/processor";

let processor: ContentProcessor | null = null;

/** The site's content compiler, created once per process with gatsby-plugin-mdx's own plugin list. */
export function siteContentProcessor(): ContentProcessor {
  processor ??= createContentProcessor(MDX_PLUGIN_OPTIONS);
  return processor;
}

/** What the compiled HTML depends on besides the content file: the compiler's code and its packages. */
const COMPILER_INPUTS = [
  "src/content-model",
  "src/site/code-block-classes.ts",
  "src/site/icons.ts",
  "src/site/metadata.ts",
  "src/site/scroll-region.ts",
  "package-lock.json",
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => filesUnder(join(path, entry)));
}

let fingerprint: string | null = null;

/**
 * A digest of the compiler's inputs, stored on every DocPage. Gatsby keeps nodes between builds and
 * re-runs onCreateNode only for changed files, and it does not notice edits to code that
 * gatsby-node.ts imports; pages compiled by another version of the compiler are recompiled.
 */
export function compilerFingerprint(root = resolve(".")): string {
  if (fingerprint === null) {
    const hash = createHash("sha256");
    for (const file of COMPILER_INPUTS.flatMap((input) => filesUnder(join(root, input)))) {
      hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
    }
    fingerprint = hash.digest("hex").slice(0, 16);
  }
  return fingerprint;
}
