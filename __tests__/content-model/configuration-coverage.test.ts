import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compileContentFiles } from "../content-files";
import { documentedOptionPaths, normalizeOptionPath, optionPathExists, schemaOptionPaths, type SchemaNode } from "../../src/content-model/option-paths";
import { pageForOption } from "../../src/content-model/option-pages";

// Every option of webpack 5's schema is documented where a reader looks for it, and no
// page documents an option the schema does not have. The uncovered list is printed and written to
// test-results/config-coverage.txt.
const webpackSchema = require("webpack/schemas/WebpackOptions.json") as SchemaNode;
const devServerSchema = require("webpack-dev-server/lib/options.json") as SchemaNode;
const schemaPaths = schemaOptionPaths(webpackSchema, devServerSchema);
let pages: Array<{ page: string; documented: Array<{ path: string; line: number }> }> = [];
let uncovered: string[] = [];
let coverage = 0;

beforeAll(async () => {
  const files = (await compileContentFiles()).filter((file) => file.location.section === "configuration");
  pages = files.map((file) => ({ page: file.location.name, documented: documentedOptionPaths(file.headings) }));
  const documentedOn = new Map<string, Set<string>>();
  for (const { page, documented } of pages) {
    for (const { path } of documented) {
      const key = normalizeOptionPath(path);
      documentedOn.set(key, new Set([...(documentedOn.get(key) ?? []), page]));
    }
  }
  uncovered = schemaPaths.filter((path) => !documentedOn.get(path)?.has(pageForOption(path)));
  coverage = (schemaPaths.length - uncovered.length) / schemaPaths.length;
});

afterAll(() => {
  const byPage = new Map<string, string[]>();
  for (const path of uncovered) byPage.set(pageForOption(path), [...(byPage.get(pageForOption(path)) ?? []), path]);
  const report = [
    `Configuration coverage: ${schemaPaths.length - uncovered.length}/${schemaPaths.length} option paths (${(coverage * 100).toFixed(1)} %)`,
    ...[...byPage].map(([page, paths]) => `  ${page}.mdx is missing: ${paths.join(", ")}`),
  ].join("\n");
  mkdirSync(join(__dirname, "..", "..", "test-results"), { recursive: true });
  writeFileSync(join(__dirname, "..", "..", "test-results", "config-coverage.txt"), `${report}\n`);
  console.log(report);
});

describe("configuration pages against webpack's schema", () => {
  it("document only options the schema has", () => {
    const invented = pages.flatMap(({ page, documented }) =>
      documented.filter(({ path }) => !optionPathExists(path, webpackSchema, devServerSchema)).map(({ path, line }) => `${page}.mdx:${line} \`${path}\``),
    );
    expect(invented).toEqual([]);
  });

  it("cover at least 95 % of option paths (depth 2; depth 3 for splitChunks, parser, generator)", () => {
    expect(coverage).toBeGreaterThanOrEqual(0.95);
  });
});
