/** @jest-environment node */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compileContentFiles } from "../content-files";
import { ensureUnpacked } from "../package-schemas";
import {
  childProperties,
  documentedOptionPaths,
  normalizeOptionPath,
  optionPathExists,
  schemaOptionPaths,
  type SchemaNode,
} from "../option-paths";
import { pageForOption } from "../../src/content-model/option-pages";

// Every option of webpack 5's schema is documented where a reader looks for it, and no
// page documents an option the schema does not have. The uncovered list is printed and written to
// test-results/config-coverage.txt.
const webpackSchema = require("webpack/schemas/WebpackOptions.json") as SchemaNode;

// The dev-server page documents the current webpack-dev-server (its published schema, fetched once
// with npm pack and cached) and says what differs in version 5, the one installed here.
const DEV_SERVER = "webpack-dev-server@6.1.0";
const devServerDir = ensureUnpacked([DEV_SERVER]).get(DEV_SERVER) as string;
const devServerSchema = JSON.parse(readFileSync(join(devServerDir, "lib", "options.json"), "utf8")) as SchemaNode;
const previousDevServerSchema = require("webpack-dev-server/lib/options.json") as SchemaNode;
const previousDevServerVersion = (require("webpack-dev-server/package.json") as { version: string }).version;
const schemaPaths = schemaOptionPaths(webpackSchema, devServerSchema);
let pages: Array<{ page: string; documented: Array<{ path: string; line: number }> }> = [];
let devServerPage = "";
let uncovered: string[] = [];
let coverage = 0;

beforeAll(async () => {
  const files = (await compileContentFiles()).filter((file) => file.location.section === "configuration");
  pages = files.map((file) => ({ page: file.location.name, documented: documentedOptionPaths(file.headings) }));
  devServerPage = files.find((file) => file.location.name === "dev-server")?.text ?? "";
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
      documented
        .filter(({ path }) => !optionPathExists(path, webpackSchema, devServerSchema))
        .map(({ path, line }) => `${page}.mdx:${line} \`${path}\``),
    );
    expect(invented).toEqual([]);
  });

  it("cover at least 95 % of option paths (depth 2; depth 3 for splitChunks, parser, generator)", () => {
    expect(coverage).toBeGreaterThanOrEqual(0.95);
  });
});

/** String values an option accepts anywhere in its schema (enums of its forms and of its properties). */
function enumValues(
  node: SchemaNode | undefined,
  root: SchemaNode,
  depth = 0,
  seen = new Set<SchemaNode>(),
): Set<string> {
  const values = new Set<string>();
  if (!node || seen.has(node) || depth > 4) return values;
  seen.add(node);
  const add = (inner: SchemaNode | undefined, nextDepth = depth) =>
    enumValues(inner, root, nextDepth, seen).forEach((value) => values.add(value));
  if (node.$ref) add(root.definitions?.[node.$ref.replace("#/definitions/", "")]);
  for (const value of (node as { enum?: unknown[] }).enum ?? []) if (typeof value === "string") values.add(value);
  [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].forEach((inner) => add(inner));
  Object.values(node.properties ?? {}).forEach((inner) => add(inner, depth + 1));
  (Array.isArray(node.items) ? node.items : node.items ? [node.items] : []).forEach((inner) => add(inner, depth + 1));
  return values;
}

describe(`the dev-server page against ${DEV_SERVER} and the ${previousDevServerVersion} it replaced`, () => {
  const current = childProperties(devServerSchema, devServerSchema);
  const previous = childProperties(previousDevServerSchema, previousDevServerSchema);
  const changesSection = (): string =>
    devServerPage.slice(devServerPage.indexOf("\n## Changes from webpack-dev-server 5"));

  it("says which version it documents and has a section on the changes", () => {
    expect(devServerPage).toContain(`webpack-dev-server ${DEV_SERVER.split("@")[1].split(".").slice(0, 2).join(".")}`);
    expect(changesSection().length).toBeGreaterThan(100);
  });

  it("names, in its section on the changes, every option and value the previous version had and the current one has not", () => {
    const gone = [...previous.keys()].filter((name) => !current.has(name)).map((name) => `devServer.${name}`);
    const goneValues = [...previous].flatMap(([name, node]) => {
      const now = enumValues(current.get(name), devServerSchema);
      return [...enumValues(node, previousDevServerSchema)]
        .filter((value) => !now.has(value))
        .map((value) => `'${value}'`);
    });
    const section = changesSection();
    expect([...gone, ...goneValues].filter((text) => !section.includes(text))).toEqual([]);
  });

  it("names every value the current version added", () => {
    const added = [...current].flatMap(([name, node]) => {
      const before = enumValues(previous.get(name), previousDevServerSchema);
      return [...enumValues(node, devServerSchema)]
        .filter((value) => !before.has(value))
        .map((value) => `devServer.${name}: '${value}'`);
    });
    expect(added.filter((entry) => !devServerPage.includes(entry.split(": ")[1]))).toEqual([]);
  });
});
