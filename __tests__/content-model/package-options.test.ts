/** @jest-environment node */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compile, readContentFiles } from "../content-files";
import {
  ensureUnpacked,
  findOptionsSchemas,
  packageOptionPaths,
  parsePackageSpec,
  PACKAGE_CACHE,
} from "../package-schemas";
import { documentedOptionPaths, normalizeOptionPath } from "../option-paths";
import { readFrontMatter } from "../../src/content-model/front-matter";
import { locateContentFile, repositoryPath } from "../../src/content-model/paths";

// A page whose front matter names `package: name@x.y.z` documents that exact published version: every
// top-level option of its options schema and every option one level below (`modules.auto`), as a
// code-only heading, and no option the schema does not have. The tarball of each version is fetched
// once with `npm pack` and kept in node_modules/.cache/package-schemas, so reruns work offline.
// Built-in plugins (`webpack@…`) are checked against webpack's own schemas elsewhere.

/** Packages whose code validates options without a JSON schema, so there is nothing to compare. */
const NO_SCHEMA: Record<string, string> = {
  "extract-loader": "reads `publicPath` with loader-utils and validates nothing",
  "jshint-loader": "merges its options into the JSHint configuration without validating them",
  "polymer-webpack-loader": "reads its options with loader-utils and validates nothing",
  "thread-loader":
    "reads its pool options with `this.getOptions()` and no schema; the schema in its worker belongs to the loaders it runs",
  "html-webpack-plugin": "checks its options in its own code, not against a JSON schema",
};

/**
 * Options a page documents that the schema leaves to a free-form object (`additionalProperties:
 * true`): the package reads them, but the schema cannot say so. Each needs a reason.
 */
const EXTRA_OPTIONS: Record<string, { paths: string[]; reason: string }> = {
  "val-loader": {
    paths: ["executableFile"],
    reason:
      "the schema accepts any property because all options are passed to the executed module; the loader itself reads `executableFile`",
  },
  "coffee-loader": {
    paths: ["bare", "literate", "sourceMap", "transpile"],
    reason:
      "the schema accepts any CoffeeScript compiler option; the loader sets `bare` and reads `sourceMap` itself, and these four are the ones readers look up",
  },
};

interface PackagePage {
  page: string;
  relativePath: string;
  text: string;
  spec: string;
}

const pages: PackagePage[] = readContentFiles().flatMap((file) => {
  const spec = readFrontMatter(locateContentFile(file.relativePath), file.text).frontMatter?.package;
  if (!spec || parsePackageSpec(spec).name === "webpack") return [];
  return [{ page: `${repositoryPath(file.relativePath)}`, relativePath: file.relativePath, text: file.text, spec }];
});

const documented = new Map<string, Array<{ path: string; line: number }>>();
const unpacked = new Map<string, string>();
/** One line per page for test-results/package-options.txt: documented/total, or why nothing is compared. */
const report = new Map<string, string>();

beforeAll(async () => {
  // One `npm pack` for every version not cached yet; a cold run over ~40 packages takes well under a minute.
  for (const [spec, dir] of ensureUnpacked(pages.map((page) => page.spec))) unpacked.set(spec, dir);
  for (const page of pages) {
    const compiled = await compile(page.relativePath, page.text);
    documented.set(page.page, documentedOptionPaths(compiled.headings));
  }
}, 180_000);

afterAll(() => {
  const lines = pages.map((page) => `${page.page} (${page.spec}): ${report.get(page.page) ?? "not checked"}`);
  mkdirSync(join(__dirname, "..", "..", "test-results"), { recursive: true });
  writeFileSync(join(__dirname, "..", "..", "test-results", "package-options.txt"), `${lines.join("\n")}\n`);
});

describe("package options pages against the package's published options schema", () => {
  it("finds pages that name a package", () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it("lists only packages and options the pages still use", () => {
    const names = new Set(pages.map((page) => parsePackageSpec(page.spec).name));
    const stale = [...Object.keys(NO_SCHEMA), ...Object.keys(EXTRA_OPTIONS)].filter((name) => !names.has(name));
    expect(stale.map((name) => `${name} is allow-listed in this test but no page has \`package: ${name}@…\``)).toEqual(
      [],
    );
  });

  it.each(pages.map((page) => [page.page, page] as const))(
    "%s documents every option of its package and no other",
    (_, page) => {
      const { name } = parsePackageSpec(page.spec);
      const schemas = findOptionsSchemas(unpacked.get(page.spec) as string);
      const written = documented.get(page.page) ?? [];

      if (name in NO_SCHEMA) {
        report.set(page.page, `no options schema: ${NO_SCHEMA[name]}`);
        // The allow-list must stay true: a release that adds a schema is checked like any other.
        expect(
          schemas.map(
            (schema) => `${page.spec} now ships an options schema (${schema.file}): remove it from NO_SCHEMA`,
          ),
        ).toEqual([]);
        return;
      }
      expect(
        schemas.length > 0
          ? []
          : [
              `${page.page}: no options schema found in ${page.spec} (looked in ${PACKAGE_CACHE}); add it to NO_SCHEMA with the reason`,
            ],
      ).toEqual([]);

      const schemaPaths = packageOptionPaths(schemas);
      const extras = EXTRA_OPTIONS[name]?.paths ?? [];
      const writtenPaths = new Set(written.map(({ path }) => normalizeOptionPath(path)));
      const problems = [
        ...schemaPaths
          .filter((path) => !writtenPaths.has(path))
          .map((path) => `${page.page} does not document \`${path}\` (${page.spec})`),
        ...written
          .filter(
            ({ path }) =>
              !schemaPaths.includes(normalizeOptionPath(path)) && !extras.includes(normalizeOptionPath(path)),
          )
          .map(
            ({ path, line }) => `${page.page}:${line} documents \`${path}\`, which ${page.spec}'s schema does not have`,
          ),
        ...extras
          .filter((path) => schemaPaths.includes(path))
          .map((path) => `${page.spec}'s schema has \`${path}\` now: remove it from EXTRA_OPTIONS`),
        ...extras
          .filter((path) => !writtenPaths.has(path))
          .map((path) => `${page.page} does not document \`${path}\`, listed in EXTRA_OPTIONS`),
      ];
      const missing = schemaPaths.filter((path) => !writtenPaths.has(path)).length;
      report.set(
        page.page,
        `${schemaPaths.length - missing}/${schemaPaths.length} schema options documented${extras.length ? `, plus ${extras.join(", ")}` : ""} (${schemas.map((schema) => schema.file).join(", ")})`,
      );
      expect(problems).toEqual([]);
    },
  );
});
