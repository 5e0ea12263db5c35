import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { compileContentFiles } from "../content-files";
import { childProperties, documentedOptionPaths, type SchemaNode } from "../option-paths";
import type { Heading } from "../../src/content-model/types";

// Pages of plugins that ship inside webpack carry `package: webpack@x.y.z`. Each must name the
// installed webpack version and document, as code-only headings, every option of the plugin's
// schema in node_modules/webpack/schemas/plugins (top level as `### \`name\``, one level down as
// `#### \`name.child\``), and no option that schema does not have.

const WEBPACK_ROOT = dirname(require.resolve("webpack/package.json"));
const SCHEMA_ROOT = join(WEBPACK_ROOT, "schemas", "plugins");
const webpackVersion = (JSON.parse(readFileSync(join(WEBPACK_ROOT, "package.json"), "utf8")) as { version: string })
  .version;

/** One schema a page documents. */
interface PageSchema {
  /** Path below schemas/plugins, e.g. `dll/DllPlugin.json`. */
  schema: string;
  /** When a page documents several plugins: the `##` heading whose section holds this schema's options. */
  section?: string;
  /** Schema options the plugin never reads, each with the reason; the page need not document them. */
  unused?: Record<string, string>;
}

/** Built-in plugin pages whose plugin validates its options against a schema. */
const PAGE_SCHEMAS: Record<string, PageSchema[]> = {
  "banner-plugin": [{ schema: "BannerPlugin.json" }],
  "dll-plugin": [
    { schema: "dll/DllPlugin.json", section: "DllPlugin" },
    { schema: "dll/DllReferencePlugin.json", section: "DllReferencePlugin" },
  ],
  "eval-source-map-dev-tool-plugin": [
    {
      schema: "SourceMapDevToolPlugin.json",
      unused: {
        // The plugin embeds every map in its module's eval() call, so there is no map file.
        filename: "no map file is written",
        fileContext: "no map file is written, so [file] is never filled",
        publicPath: "no map file is written, so no URL to it is made",
        fallbackModuleFilenameTemplate: "duplicate names get `*` appended instead",
      },
    },
  ],
  "hashed-module-ids-plugin": [{ schema: "ids/HashedModuleIdsPlugin.json" }],
  "ignore-plugin": [{ schema: "IgnorePlugin.json" }],
  "limit-chunk-count-plugin": [{ schema: "optimize/LimitChunkCountPlugin.json" }],
  "manifest-plugin": [{ schema: "ManifestPlugin.json" }],
  "min-chunk-size-plugin": [{ schema: "optimize/MinChunkSizePlugin.json" }],
  "profiling-plugin": [{ schema: "debug/ProfilingPlugin.json" }],
  "progress-plugin": [{ schema: "ProgressPlugin.json" }],
  "source-map-dev-tool-plugin": [{ schema: "SourceMapDevToolPlugin.json" }],
  "watch-ignore-plugin": [{ schema: "WatchIgnorePlugin.json" }],
};

/** Built-in plugin pages whose plugin has no options schema, with the reason. */
const WITHOUT_SCHEMA: Record<string, string> = {
  "automatic-prefetch-plugin": "the plugin takes no options",
  "context-exclusion-plugin": "the plugin takes one positional RegExp",
  "context-replacement-plugin": "the plugin takes positional arguments",
  "define-plugin": "the plugin takes a free-form map of definitions",
  "environment-plugin": "the plugin takes a list of keys or a map of defaults",
  "hot-module-replacement-plugin": "the plugin takes no options in webpack 5",
  "module-concatenation-plugin": "the plugin takes no options",
  "no-emit-on-errors-plugin": "the plugin takes no options",
  "normal-module-replacement-plugin": "the plugin takes positional arguments",
  "prefetch-plugin": "the plugin takes positional arguments",
  "provide-plugin": "the plugin takes a free-form map of identifiers",
  "split-chunks-plugin":
    "configured through optimization.splitChunks, checked against WebpackOptions.json with the configuration pages",
};

/** Pages in content/plugins that document no built-in plugin of today's webpack. */
const NOT_BUILTIN: Record<string, string> = {
  index: "the section's overview",
  "internal-plugins": "a map of plugins webpack applies to itself, with no options to set",
  "commons-chunk-plugin": "removed in webpack 4; the page explains the replacement",
  "html-webpack-plugin": "an external package, checked against its own tarball",
};

/** Plugin schemas no page documents yet, with the reason; a new schema in webpack must be placed here or on a page. */
const SCHEMAS_WITHOUT_PAGE: Record<string, string> = {
  "HtmlGeneratorOptions.json": "module.generator.html, a configuration option",
  "HtmlParserOptions.json": "module.parser.html, a configuration option",
  "LoaderOptionsPlugin.json": "a webpack 1 migration aid, no page",
  "SSRManifestPlugin.json": "no page yet",
  "asset/AssetGeneratorOptions.json": "module.generator.asset, a configuration option",
  "asset/AssetInlineGeneratorOptions.json": "module.generator['asset/inline'], a configuration option",
  "asset/AssetParserOptions.json": "module.parser.asset, a configuration option",
  "asset/AssetResourceGeneratorOptions.json": "module.generator['asset/resource'], a configuration option",
  "container/ContainerPlugin.json": "module federation, no page of its own",
  "container/ContainerReferencePlugin.json": "module federation, no page of its own",
  "container/ExternalsType.json": "a shared definition of the container schemas",
  "container/ModuleFederationPlugin.json": "module federation, no page of its own",
  "css/CssAutoOrModuleParserOptions.json": "module.parser css, a configuration option",
  "css/CssGeneratorOptions.json": "module.generator css, a configuration option",
  "css/CssModuleGeneratorOptions.json": "module.generator css, a configuration option",
  "css/CssModuleParserOptions.json": "module.parser css, a configuration option",
  "css/CssParserOptions.json": "module.parser css, a configuration option",
  "define/DotenvPluginOptions.json": "the dotenv configuration option",
  "ids/OccurrenceChunkIdsPlugin.json": "optimization.chunkIds, no page of its own",
  "ids/OccurrenceModuleIdsPlugin.json": "optimization.moduleIds, no page of its own",
  "json/JsonModulesPluginGenerator.json": "module.generator.json, a configuration option",
  "json/JsonModulesPluginParser.json": "module.parser.json, a configuration option",
  "optimize/AggressiveSplittingPlugin.json": "no page yet",
  "optimize/MergeDuplicateChunksPlugin.json": "optimization.mergeDuplicateChunks, no page of its own",
  "output/CleanOptions.json": "output.clean, a configuration option",
  "schemes/HttpUriPlugin.json": "experiments.buildHttp, a configuration option",
  "schemes/VirtualUrlPlugin.json": "no page yet",
  "sharing/ConsumeSharedPlugin.json": "module federation, no page of its own",
  "sharing/ProvideSharedPlugin.json": "module federation, no page of its own",
  "sharing/SharePlugin.json": "module federation, no page of its own",
};

function readSchema(file: string): SchemaNode {
  return JSON.parse(readFileSync(join(SCHEMA_ROOT, file), "utf8")) as SchemaNode;
}

/** Properties of a node, also those of its array items (a list of objects documents `list.key`). */
function children(node: SchemaNode | undefined, root: SchemaNode): Map<string, SchemaNode> {
  const found = childProperties(node, root);
  const items = node?.items === undefined ? [] : Array.isArray(node.items) ? node.items : [node.items];
  for (const item of items) {
    for (const [name, child] of childProperties(item, root)) if (!found.has(name)) found.set(name, child);
  }
  return found;
}

/** Top-level options of a plugin schema and the options one level below them. */
function pluginOptionPaths(schema: SchemaNode): string[] {
  const paths: string[] = [];
  for (const [name, node] of children(schema, schema)) {
    paths.push(name);
    for (const childName of children(node, schema).keys()) paths.push(`${name}.${childName}`);
  }
  return paths.sort();
}

/** Option headings of a page, each with the `##` section it is written in. */
function optionHeadings(headings: readonly Heading[]): Array<{ path: string; line: number; section: string | null }> {
  const options = new Set(documentedOptionPaths(headings).map(({ line }) => line));
  let section: string | null = null;
  const found: Array<{ path: string; line: number; section: string | null }> = [];
  for (const heading of headings) {
    if (heading.level === 2) section = heading.title;
    if (options.has(heading.line) && heading.level > 2)
      found.push({ path: heading.title, line: heading.line, section });
  }
  return found;
}

/** Every JSON schema below schemas/plugins, as paths relative to it. */
function schemaFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith(".json") ? [join(dir, entry.name)] : [],
    );
  return walk(SCHEMA_ROOT)
    .map((file) => relative(SCHEMA_ROOT, file).split("\\").join("/"))
    .sort();
}

let pages: Array<{ name: string; pkg: string | undefined; headings: Heading[] }> = [];

beforeAll(async () => {
  pages = (await compileContentFiles())
    .filter((file) => file.location.section === "plugins" && !file.location.external)
    .map((file) => ({ name: file.location.name, pkg: file.frontMatter?.package, headings: file.headings }));
});

describe("built-in plugin pages against webpack's plugin schemas", () => {
  it("are each listed once: with a schema, without one, or as no built-in plugin", () => {
    const listed = [...Object.keys(PAGE_SCHEMAS), ...Object.keys(WITHOUT_SCHEMA), ...Object.keys(NOT_BUILTIN)];
    const unlisted = pages.map((page) => page.name).filter((name) => !listed.includes(name));
    const twice = listed.filter((name, index) => listed.indexOf(name) !== index);
    const missing = listed.filter((name) => !pages.some((page) => page.name === name));
    expect({ unlisted, twice, missing }).toEqual({ unlisted: [], twice: [], missing: [] });
  });

  it(`name the installed webpack (${webpackVersion}) in their package front matter`, () => {
    const builtin = new Set([...Object.keys(PAGE_SCHEMAS), ...Object.keys(WITHOUT_SCHEMA)]);
    const wrong = pages
      .filter((page) => builtin.has(page.name) || page.pkg?.startsWith("webpack@"))
      .filter((page) => !builtin.has(page.name) || page.pkg !== `webpack@${webpackVersion}`)
      .map(
        (page) =>
          `${page.name}.mdx: package is ${page.pkg ?? "missing"}, expected webpack@${webpackVersion}${builtin.has(page.name) ? "" : " and a place in PAGE_SCHEMAS or WITHOUT_SCHEMA"}`,
      );
    expect(wrong).toEqual([]);
  });

  it("document every option of the plugin's schema (top level and one level down)", () => {
    const undocumented: string[] = [];
    for (const [name, schemas] of Object.entries(PAGE_SCHEMAS)) {
      const page = pages.find((candidate) => candidate.name === name);
      if (!page) continue;
      const headings = optionHeadings(page.headings);
      for (const { schema, section, unused = {} } of schemas) {
        const written = new Set(
          headings
            .filter((heading) => section === undefined || heading.section === section)
            .map((heading) => heading.path),
        );
        for (const path of pluginOptionPaths(readSchema(schema))) {
          if (!written.has(path) && !(path.split(".")[0] in unused))
            undocumented.push(
              `${name}.mdx${section ? ` (## ${section})` : ""}: \`${path}\` of ${schema} is not documented`,
            );
        }
      }
    }
    expect(undocumented).toEqual([]);
  });

  it("document no option their plugin does not have", () => {
    const removed: string[] = [];
    for (const [name, schemas] of Object.entries(PAGE_SCHEMAS)) {
      const page = pages.find((candidate) => candidate.name === name);
      if (!page) continue;
      for (const heading of optionHeadings(page.headings)) {
        const owners = schemas.filter(({ section }) => section === undefined || section === heading.section);
        const known = owners.some(
          ({ schema, unused = {} }) =>
            pluginOptionPaths(readSchema(schema)).includes(heading.path) && !(heading.path.split(".")[0] in unused),
        );
        if (!known)
          removed.push(
            `${name}.mdx:${heading.line} \`${heading.path}\` is not an option of ${owners.map(({ schema }) => schema).join(" or ") || "any schema of the page (is it under the right ## section?)"}`,
          );
      }
    }
    expect(removed).toEqual([]);
  });

  it("list as unused only options the schema has", () => {
    const stale = Object.entries(PAGE_SCHEMAS).flatMap(([name, schemas]) =>
      schemas.flatMap(({ schema, unused = {} }) =>
        Object.keys(unused)
          .filter((option) => !pluginOptionPaths(readSchema(schema)).includes(option))
          .map((option) => `${name}: \`${option}\` is no longer in ${schema}`),
      ),
    );
    expect(stale).toEqual([]);
  });

  it("cover every plugin schema webpack ships, or say why not", () => {
    const mapped = new Set(Object.values(PAGE_SCHEMAS).flatMap((schemas) => schemas.map(({ schema }) => schema)));
    const files = schemaFiles();
    const unplaced = files
      .filter((file) => !mapped.has(file) && !(file in SCHEMAS_WITHOUT_PAGE))
      .map((file) => `${file} has no page and no reason in SCHEMAS_WITHOUT_PAGE`);
    const gone = [...mapped, ...Object.keys(SCHEMAS_WITHOUT_PAGE)]
      .filter((file) => !files.includes(file))
      .map((file) => `${file} is no longer shipped by webpack`);
    expect([...unplaced, ...gone]).toEqual([]);
  });
});
