import { codeBlocksOf, readContentFiles } from "../content-files";
import { repositoryPath } from "../../src/content-model/paths";

// Every code block marked `validate` (a complete configuration) must pass webpack's own
// `validate`. Packages other than webpack and Node built-ins are stood in for by plugin-like stubs,
// so examples can `require` loaders' and plugins' packages the site does not install.
const webpack = require("webpack") as typeof import("webpack");
const files = readContentFiles().map((file) => ({ ...file, codeBlocks: codeBlocksOf(file.text) }));
const isMarked = (meta: string, ...words: string[]): boolean =>
  words.some((word) => new RegExp(`(^|\\s)${word}(\\s|$)`).test(meta));

// Blocks a writer marked as complete configurations (`validate` in the fence's meta).
const blocks = files.flatMap((file) =>
  file.codeBlocks
    .filter((block) => isMarked(block.meta, "validate"))
    .map((block) => ({ ...block, where: `${repositoryPath(file.relativePath)}:${block.line}` })),
);

/** A constructor whose instances look like webpack plugins, standing in for uninstalled packages. */
function stubModule(name: string): unknown {
  const Stub = function StubPlugin(this: { apply: () => void }) {
    this.apply = () => undefined;
  } as unknown as { new (): unknown; loader: string };
  Stub.loader = `${name}/loader`;
  return new Proxy(Stub, { get: (target, key) => (key in target ? target[key as keyof typeof target] : Stub) });
}

function stubRequire(name: string): unknown {
  if (name === "webpack") return webpack;
  if (name.startsWith("node:") || require("node:module").builtinModules.includes(name)) return require(name);
  return stubModule(name);
}

stubRequire.resolve = (name: string): string => `/project/node_modules/${name}`;

/** Evaluates a CommonJS or ESM-default configuration file and returns what it exports. */
async function loadConfiguration(code: string): Promise<unknown> {
  const module = { exports: {} as unknown };
  const esm = code
    .replace(/^import\s+(\w+)\s+from\s+['"]([^'"]+)['"];?$/gm, "const $1 = require('$2');")
    .replace(/^import\s+\{([^}]+)\}\s+from\s+['"]([^'"]+)['"];?$/gm, "const {$1} = require('$2');")
    .replace(/^export default /m, "module.exports = ");
  // Same realm as webpack (not node:vm), so `instanceof RegExp` and function checks in its schema hold.
  const run = new Function("module", "exports", "require", "__dirname", "__filename", esm);
  run(module, module.exports, stubRequire, "/project", "/project/webpack.config.js");
  let exported = module.exports;
  if (typeof exported === "function")
    exported = (exported as (env: object, argv: object) => unknown)({}, { mode: "production" });
  return await exported;
}

describe("configuration examples marked `validate`", () => {
  it("exist", () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  it("include every complete JavaScript configuration on the configuration pages", () => {
    const unmarked = files
      .filter((file) => file.relativePath.startsWith("configuration/"))
      .flatMap((file) =>
        file.codeBlocks
          .filter((block) => /^(js|javascript|mjs|cjs)$/.test(block.language))
          .filter((block) => /^(module\.exports\s*=|export default)/m.test(block.code))
          .filter((block) => !isMarked(block.meta, "validate", "no-validate"))
          .map((block) => `${repositoryPath(file.relativePath)}:${block.line}`),
      );
    expect(unmarked).toEqual([]);
  });

  it.each(blocks.map((block) => [block.where, block] as const))("%s passes webpack.validate", async (_, block) => {
    const configuration = await loadConfiguration(block.code);
    const list = Array.isArray(configuration) ? configuration : [configuration];
    for (const options of list) expect(() => webpack.validate(options as never)).not.toThrow();
  });
});
