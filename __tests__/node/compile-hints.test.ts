/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import webpack from "webpack";
import { COMPILE_HINT, CompileHintsForFirstLoad } from "../../src/node/compile-hints";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "compile-hints-"));
  // An entry that loads a page template, a slice and an on-demand dialog, named as Gatsby names them.
  writeFileSync(
    join(dir, "entry.js"),
    [
      'import(/* webpackChunkName: "component---src-templates-doc-tsx" */ "./doc.js");',
      'import(/* webpackChunkName: "slice---src-slices-sidebar-tsx" */ "./sidebar.js");',
      'import(/* webpackChunkName: "search-dialog" */ "./dialog.js");',
    ].join("\n"),
  );
  // A bundle whose chunks are not named as Gatsby names templates.
  writeFileSync(join(dir, "unnamed.js"), 'import("./doc.js");');
  for (const name of ["doc", "sidebar", "dialog"]) {
    writeFileSync(join(dir, `${name}.js`), `export default function ${name}() { return "${name}" + Math.random(); }`);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds the fixture in production mode (minified, content hashes) and returns file name → text. */
function build(entry = "./entry.js"): Promise<Map<string, string>> {
  const out = join(dir, "out");
  rmSync(out, { recursive: true, force: true });
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: entry },
    output: { path: out, filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" },
    optimization: { runtimeChunk: { name: "webpack-runtime" } },
    plugins: [new CompileHintsForFirstLoad()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(String(stats?.toString())));
      const files = readdirSync(out).map((file) => [file, readFileSync(join(out, file), "utf8")] as const);
      compiler.close(() => resolve(new Map(files)));
    }),
  );
}

describe("compile hints", () => {
  it("start the scripts a page runs as it loads, minified and content-hashed, and no others", async () => {
    const files = await build();
    const hinted = (prefix: string) => {
      const entry = [...files].find(([file]) => file.startsWith(`${prefix}-`));
      if (!entry) throw new Error(`no ${prefix} script among ${[...files.keys()].join(", ")}`);
      return entry[1].startsWith(`${COMPILE_HINT}\n`);
    };
    for (const prefix of [
      "app",
      "webpack-runtime",
      "component---src-templates-doc-tsx",
      "slice---src-slices-sidebar-tsx",
    ]) {
      expect([prefix, hinted(prefix)]).toEqual([prefix, true]);
    }
    expect(hinted("search-dialog")).toBe(false);
  }, 60_000);

  it("fail the build when no chunk is named as Gatsby names page templates", async () => {
    await expect(build("./unnamed.js")).rejects.toThrow(/named like a Gatsby page template/);
  }, 60_000);
});
