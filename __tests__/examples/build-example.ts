import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import type { Configuration, Stats } from "webpack";

/** Where the runnable guide examples live: examples/guides/NAME/. */
export const EXAMPLES_ROOT = resolve(__dirname, "../../examples/guides");
const REPO_NODE_MODULES = resolve(__dirname, "../../node_modules");

/** Files a reader writes (what the guide must show); build output and installs are not. */
export function exampleSourceFiles(name: string): string[] {
  const root = join(EXAMPLES_ROOT, name);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      if (["node_modules", "dist", "package-lock.json"].includes(entry)) return [];
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? walk(path) : [relative(root, path)];
    });
  return walk(root).sort();
}

export interface BuiltExample {
  /** The temporary copy the example was built in. */
  dir: string;
  stats: Stats;
  /** Files under dist/, relative to it, sorted. */
  outputFiles: string[];
  read(pathInDist: string): string;
}

/**
 * Copies the example to a temporary folder (so the repository stays clean), links the site's
 * node_modules in as the example's own install, and runs its webpack.config.js with the real webpack.
 */
export async function buildExample(name: string): Promise<BuiltExample> {
  const dir = mkdtempSync(join(tmpdir(), `example-${name}-`));
  cpSync(join(EXAMPLES_ROOT, name), dir, { recursive: true, filter: (path) => !/node_modules|[\\/]dist$/.test(path) });
  symlinkSync(REPO_NODE_MODULES, join(dir, "node_modules"), "dir");
  const webpack = require("webpack") as typeof import("webpack");
  const configPath = join(dir, "webpack.config.js");
  const exported = require(configPath) as Configuration | ((env: object, argv: object) => Configuration);
  const config = typeof exported === "function" ? exported({}, {}) : exported;
  const stats = await new Promise<Stats>((done, fail) =>
    webpack({ context: dir, ...config }, (error, result) => (error || !result ? fail(error) : done(result))),
  );
  if (stats.hasErrors()) throw new Error(`examples/guides/${name} failed to build:\n${stats.toString("errors-only")}`);
  const distDir = join(dir, "dist");
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((entry) => {
      const path = join(folder, entry);
      return statSync(path).isDirectory() ? walk(path) : [relative(distDir, path)];
    });
  return { dir, stats, outputFiles: walk(distDir).sort(), read: (file) => readFileSync(join(distDir, file), "utf8") };
}

/**
 * Opens HTML_PATH (relative to the example's folder, e.g. `dist/index.html`) in jsdom with its scripts running (as a browser would load the built page)
 * and resolves once the page and any chunks it loads have settled.
 */
export async function openInJsdom(example: BuiltExample, htmlPath = "dist/index.html", settleMs = 300): Promise<Document> {
  const { JSDOM } = require("jsdom") as { JSDOM: new (html: string, options: object) => { window: Window } };
  const file = join(example.dir, htmlPath);
  const dom = new JSDOM(readFileSync(file, "utf8"), {
    url: `file://${file}`,
    runScripts: "dangerously",
    resources: "usable",
    pretendToBeVisual: true,
  });
  await new Promise<void>((done) => dom.window.addEventListener("load", () => done()));
  await new Promise((done) => setTimeout(done, settleMs));
  return dom.window.document;
}

/** Resolves once CHECK passes (a page's lazy chunk has run, say); rejects after TIMEOUT_MS. */
export async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms: ${check}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}
