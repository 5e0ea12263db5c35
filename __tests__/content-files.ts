import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { compileContentFile, type CompiledContentFile } from "../src/content-model/content-file";
import { MDX_PLUGIN_OPTIONS } from "../src/content-model/mdx-options";
import { CONTENT_FOLDER } from "../src/content-model/paths";
import { createContentProcessor, VFile, type ContentProcessor } from "../src/content-model/markdown/processor";
import { collectCodeBlocks } from "../src/content-model/markdown/outline";
import type { CodeBlock } from "../src/content-model/types";
import { helpTreeCommand, readHelpTree } from "../src/node/cli-flags";
import { CLI_FLAGS_PAGE_PATH, cliFlagsPage, type CliFlagSource } from "../src/content-model/generated/cli-flags";

/** The repository's content/ folder. */
export const CONTENT_ROOT = join(__dirname, "..", CONTENT_FOLDER);

/** The CLI's commands and flags as the build reads them (src/node/cli-flags.ts), synchronously. */
export function cliFlagSource(root = join(__dirname, "..")): CliFlagSource {
  const dir = mkdtempSync(join(tmpdir(), "webpack-cli-flags-"));
  try {
    const out = join(dir, "cli-flags.json");
    const { file, args } = helpTreeCommand(root, out);
    execFileSync(file, args, { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    return readHelpTree(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let generated: Array<{ relativePath: string; text: string }> | null = null;

/** The pages the build writes itself, as the content files they are compiled as (src/node/cli-flags.ts). */
export function generatedContentFiles(): Array<{ relativePath: string; text: string }> {
  generated ??= [{ relativePath: CLI_FLAGS_PAGE_PATH, text: cliFlagsPage(cliFlagSource()) }];
  return generated;
}

/**
 * Every MDX/MD file below a folder (content/data excluded), as content/-relative paths with text;
 * for content/ itself, with the pages the build generates, since the site has them too.
 */
export function readContentFiles(root = CONTENT_ROOT): Array<{ relativePath: string; text: string }> {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) return entry === "data" ? [] : walk(full);
      return /\.mdx?$/.test(entry) ? [full] : [];
    });
  const files = walk(root)
    .sort()
    .map((file) => ({ relativePath: relative(root, file).split("\\").join("/"), text: readFileSync(file, "utf8") }));
  return root === CONTENT_ROOT ? [...files, ...generatedContentFiles()] : files;
}

let processor: ContentProcessor | null = null;

/** The content compiler with the site's own plugin list, as the build runs it. */
export function contentProcessor(): ContentProcessor {
  processor ??= createContentProcessor(MDX_PLUGIN_OPTIONS);
  return processor;
}

/** Compiles one file's text as the build does. */
export function compile(relativePath: string, text: string): Promise<CompiledContentFile> {
  return compileContentFile(relativePath, text, contentProcessor());
}

/** Every content file under ROOT compiled as the build compiles it, with its text. */
export async function compileContentFiles(root = CONTENT_ROOT): Promise<Array<CompiledContentFile & { text: string }>> {
  return Promise.all(
    readContentFiles(root).map(async (file) => ({ ...(await compile(file.relativePath, file.text)), text: file.text })),
  );
}

/** The code blocks of a file's text, read from its syntax tree (no plugins needed, so synchronous). */
export function codeBlocksOf(text: string): CodeBlock[] {
  return collectCodeBlocks(contentProcessor().parse(new VFile({ value: text })));
}
