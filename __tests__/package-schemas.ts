import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { childProperties, type SchemaNode } from "./option-paths";

/**
 * Published packages, unpacked once into node_modules/.cache so that later runs read them from disk
 * without the registry. One folder per exact `name@version`: a published version never changes.
 */
export const PACKAGE_CACHE = join(__dirname, "..", "node_modules", ".cache", "package-schemas");

/** `@scope/name@1.2.3` → `{ name: "@scope/name", version: "1.2.3" }`. */
export function parsePackageSpec(spec: string): { name: string; version: string } {
  const at = spec.lastIndexOf("@");
  if (at <= 0) throw new Error(`"${spec}" is not name@version`);
  return { name: spec.slice(0, at), version: spec.slice(at + 1) };
}

/** The unpacked `package/` folder of a spec inside the cache (a scope's slash would nest folders). */
export function unpackedPackageDir(spec: string, cache = PACKAGE_CACHE): string {
  return join(cache, spec.replace("/", "+"), "package");
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/**
 * Makes sure every spec is unpacked in the cache. Missing ones are fetched in one `npm pack` call
 * (one npm start-up instead of one per package) and unpacked with `tar`; each lands under a
 * temporary name and is renamed into place, so a run that is interrupted, or two runs at once,
 * never leave a half-unpacked folder that later runs would trust.
 */
export function ensureUnpacked(specs: readonly string[], cache = PACKAGE_CACHE): Map<string, string> {
  const dirs = new Map(specs.map((spec) => [spec, unpackedPackageDir(spec, cache)]));
  const missing = [...new Set(specs)].filter((spec) => !existsSync(dirs.get(spec) as string));
  if (missing.length > 0) {
    mkdirSync(cache, { recursive: true });
    const work = mkdtempSync(join(cache, ".pack-"));
    try {
      let output: string;
      try {
        output = execFileSync(npm, ["pack", ...missing, "--json", "--ignore-scripts", "--pack-destination", work], {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
          shell: process.platform === "win32",
          maxBuffer: 64 * 1024 * 1024,
        });
      } catch (error) {
        // Only the first run needs the registry; say which versions were missing and why npm failed.
        const stderr = (error as { stderr?: string }).stderr ?? String(error);
        throw new Error(`npm pack could not fetch ${missing.join(", ")} into ${cache}:\n${stderr}`);
      }
      const packed = JSON.parse(output) as Array<{ id: string; filename: string }>;
      for (const spec of missing) {
        const entry = packed.find((item) => item.id === spec);
        if (!entry) throw new Error(`npm pack did not report ${spec}`);
        const target = join(work, spec.replace("/", "+"));
        mkdirSync(target);
        execFileSync("tar", ["-xzf", join(work, entry.filename), "-C", target], { stdio: "pipe" });
        try {
          renameSync(target, join(cache, spec.replace("/", "+")));
        } catch (error) {
          // Another run unpacked the same version first; its copy is identical.
          if (!existsSync(dirs.get(spec) as string)) throw error;
        }
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return dirs;
}

/** Every file below a folder, skipping bundled dependencies (their schemas are not the package's). */
function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) return entry === "node_modules" ? [] : filesBelow(full);
    return [full];
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A JSON file of a package that its code validates options against. */
export interface OptionsSchema {
  /** Path inside the package, e.g. `dist/options.json`. */
  file: string;
  schema: SchemaNode;
}

/**
 * The options schemas a package ships: JSON files whose root describes an object (`properties`,
 * or `type: "object"` for a schema that accepts anything) and whose file name the package's own
 * code imports. Copies with the same content (an ESM and a CommonJS build, say) count once.
 */
export function findOptionsSchemas(packageDir: string): OptionsSchema[] {
  const files = filesBelow(packageDir);
  const code = files.filter((file) => /\.[cm]?js$/.test(file)).map((file) => readFileSync(file, "utf8"));
  const seen = new Set<string>();
  const schemas: OptionsSchema[] = [];
  for (const file of files.filter((name) => name.endsWith(".json") && basename(name) !== "package.json").sort()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, "utf8"));
    } catch {
      continue;
    }
    if (!isObject(parsed) || !(isObject(parsed.properties) || parsed.type === "object")) continue;
    // `"./options.json"`, `"../schema.json"`, or a relative `require("./options")` without extension.
    const name = basename(file, ".json").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const quoted = new RegExp(`["'\`](?:[^"'\`\\n]*\\b${name}\\.json|\\.{1,2}/(?:[^"'\`\\n]*/)?${name})["'\`]`);
    if (!code.some((source) => quoted.test(source))) continue;
    const key = JSON.stringify(parsed);
    if (seen.has(key)) continue;
    seen.add(key);
    schemas.push({ file: relative(packageDir, file).split("\\").join("/"), schema: parsed as SchemaNode });
  }
  return schemas;
}

/** The schema alternatives a node stands for: `$ref`s followed, `anyOf`/`oneOf`/`allOf` flattened. */
function alternatives(node: SchemaNode | undefined, root: SchemaNode, seen = new Set<SchemaNode>()): SchemaNode[] {
  if (!node || seen.has(node)) return [];
  seen.add(node);
  if (node.$ref) return alternatives(root.definitions?.[node.$ref.replace("#/definitions/", "")], root, seen);
  return [
    node,
    ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap((child) =>
      alternatives(child, root, seen),
    ),
  ];
}

/**
 * Properties one level below an option: those of its object forms and, for a list of objects
 * (copy-webpack-plugin's `patterns`), those of its items — written `patterns[].from` on a page.
 */
function memberNames(node: SchemaNode, root: SchemaNode): string[] {
  const items = alternatives(node, root).flatMap((variant) =>
    Array.isArray(variant.items) ? variant.items : variant.items ? [variant.items] : [],
  );
  return [
    ...new Set([
      ...childProperties(node, root).keys(),
      ...items.flatMap((item) => [...childProperties(item, root).keys()]),
    ]),
  ];
}

/**
 * The option paths a reader looks up: each top-level option and each property one level below it
 * (`modules.auto`, or `patterns.from` for a list). An option whose value is a free-form object (no
 * `properties`) has nothing below it, so it contributes only its own name.
 */
export function packageOptionPaths(schemas: readonly OptionsSchema[]): string[] {
  const paths = new Set<string>();
  for (const { schema } of schemas) {
    for (const [name, node] of childProperties(schema, schema)) {
      paths.add(name);
      for (const child of memberNames(node, schema)) paths.add(`${name}.${child}`);
    }
  }
  return [...paths].sort();
}
