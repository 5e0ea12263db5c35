/** @jest-environment node */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Compiler, Configuration, Stats } from "webpack";
import { buildExample, openInJsdom, type BuiltExample } from "./build-example";

// examples/guides/caching: [contenthash] names, a single runtime chunk, lodash in a `vendors` chunk and
// deterministic module ids. The point of the guide: editing your own code renames only the files that
// contain it, so the vendors file keeps its name (and its place in the browser cache).

const HASHED = /^(index|runtime|vendors|sidebar)\.([0-9a-f]{20})\.js$/;

let example: BuiltExample;
let compiler: Compiler;

/** The hashed JavaScript file names in dist, keyed by chunk name. */
const namesIn = (files: string[]): Record<string, string> =>
  Object.fromEntries(files.flatMap((file) => (HASHED.test(file) ? [[HASHED.exec(file)![1], file]] : [])));

/** Builds the temporary copy again (the same compiler, so lodash is minified only once) and lists dist. */
const rebuild = () =>
  new Promise<Record<string, string>>((done, fail) =>
    compiler.run((error?: Error | null, stats?: Stats) => {
      if (error || !stats || stats.hasErrors()) return fail(error ?? new Error(stats?.toString("errors-only")));
      done(namesIn(readdirSync(join(example.dir, "dist"))));
    }),
  );

const edit = (file: string, from: string, to: string) => {
  const path = join(example.dir, file);
  const source = readFileSync(path, "utf8");
  expect(source).toContain(from);
  writeFileSync(path, source.replace(from, to));
};

beforeAll(async () => {
  example = await buildExample("caching");
  const webpack = require("webpack") as typeof import("webpack");
  const config = require(join(example.dir, "webpack.config.js")) as Configuration;
  compiler = webpack({ context: example.dir, ...config, cache: { type: "memory" } });
}, 120_000);

test("every script gets a 20-character content hash; lodash lands in vendors", () => {
  const names = namesIn(example.outputFiles);
  expect(Object.keys(names).sort()).toEqual(["index", "runtime", "sidebar", "vendors"]);
  expect(example.outputFiles).toEqual(
    expect.arrayContaining(["index.html", expect.stringMatching(/^vendors\.[0-9a-f]{20}\.js\.LICENSE\.txt$/)]),
  );
  expect(example.read(names.vendors)).toContain("lodash");
  expect(example.read(names.index)).not.toContain("lodash.templateSettings");
  expect(example.stats.hasWarnings()).toBe(false);
});

test("the page loads runtime, vendors and index by their hashed names and shows the greeting", async () => {
  const names = namesIn(example.outputFiles);
  const html = example.read("index.html");
  const scripts = [...html.matchAll(/<script[^>]*src="?([^" >]+)/g)].map((match) => match[1]);
  expect(scripts).toEqual([names.runtime, names.vendors, names.index]);
  const document = await openInJsdom(example, "dist/index.html");
  expect(document.querySelector("h1.greeting")?.textContent).toBe("Hello from webpack");
  expect(document.querySelector('link[rel="prefetch"]')?.getAttribute("href")).toMatch(new RegExp(`${names.sidebar}$`));
});

test("building again without changes reproduces every file name", async () => {
  expect(await rebuild()).toEqual(namesIn(example.outputFiles));
}, 120_000);

test("editing src/index.js renames index only: vendors, runtime and sidebar keep their names", async () => {
  const before = namesIn(example.outputFiles);
  edit("src/index.js", "'Hello', 'from', 'webpack'", "'Welcome', 'to', 'webpack'");
  const after = await rebuild();
  expect(after.vendors).toBe(before.vendors);
  expect(after.runtime).toBe(before.runtime);
  expect(after.sidebar).toBe(before.sidebar);
  expect(after.index).not.toBe(before.index);
  expect(readFileSync(join(example.dir, "dist", after.index), "utf8")).toContain("Welcome");
}, 120_000);

test("editing the lazily loaded sidebar renames sidebar and runtime, not index or vendors", async () => {
  const before = namesIn(readdirSync(join(example.dir, "dist")));
  edit("src/sidebar.js", "' | '", "' / '");
  const after = await rebuild();
  expect(after.vendors).toBe(before.vendors);
  expect(after.index).toBe(before.index);
  expect(after.sidebar).not.toBe(before.sidebar);
  expect(after.runtime).not.toBe(before.runtime);
}, 120_000);
