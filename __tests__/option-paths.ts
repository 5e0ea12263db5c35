import type { Heading } from "../src/content-model/types";

/** The slice of JSON Schema that webpack's option schemas use. */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode | SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  definitions?: Record<string, SchemaNode>;
}

/** Option paths documented to depth 3 rather than 2, because readers look them up one by one. */
export const DEEP_OPTION_PATHS = ["optimization.splitChunks", "module.parser", "module.generator"] as const;

/** The schema alternatives a node stands for, with `$ref`s followed (not into items or maps). */
function variants(node: SchemaNode | undefined, root: SchemaNode, seen = new Set<SchemaNode>()): SchemaNode[] {
  if (!node || seen.has(node)) return [];
  seen.add(node);
  if (node.$ref) {
    const name = node.$ref.replace("#/definitions/", "");
    return variants(root.definitions?.[name], root, seen);
  }
  const nested = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  return [node, ...nested.flatMap((child) => variants(child, root, seen))];
}

/** Property names an option can hold, across all its object forms. */
export function childProperties(node: SchemaNode | undefined, root: SchemaNode): Map<string, SchemaNode> {
  const children = new Map<string, SchemaNode>();
  for (const variant of variants(node, root)) {
    for (const [name, child] of Object.entries(variant.properties ?? {})) {
      if (!children.has(name)) children.set(name, child);
    }
  }
  return children;
}

/**
 * Every option path a reader may look up: top-level options, their properties (depth 2), and the
 * properties of DEEP_OPTION_PATHS (depth 3). `devServer.*` comes from the dev server's own schema.
 */
export function schemaOptionPaths(webpackSchema: SchemaNode, devServerSchema?: SchemaNode): string[] {
  const paths: string[] = [];
  for (const [name, node] of childProperties(webpackSchema, webpackSchema)) {
    paths.push(name);
    const isDevServer = name === "devServer" && devServerSchema;
    const children = isDevServer
      ? childProperties(devServerSchema, devServerSchema)
      : childProperties(node, webpackSchema);
    for (const [childName, child] of children) {
      const path = `${name}.${childName}`;
      paths.push(path);
      if ((DEEP_OPTION_PATHS as readonly string[]).includes(path)) {
        for (const grandchild of childProperties(child, webpackSchema).keys()) paths.push(`${path}.${grandchild}`);
      }
    }
  }
  return paths.sort();
}

/** A segment of a written option path: `rules[]` is an array item, `entry[name]` a map value. */
function parseSegment(segment: string): { name: string; suffixes: string[] } {
  const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(segment);
  if (!match) return { name: segment, suffixes: [] };
  return { name: match[1], suffixes: match[2].match(/\[[^\]]*\]/g) ?? [] };
}

/** Whether a written path such as `module.rules[].test` or `entry[name].dependOn` exists in the schema. */
export function optionPathExists(path: string, webpackSchema: SchemaNode, devServerSchema?: SchemaNode): boolean {
  let nodes: Array<{ node: SchemaNode | undefined; root: SchemaNode }> = [{ node: webpackSchema, root: webpackSchema }];
  for (const [index, segment] of path.split(".").entries()) {
    const { name, suffixes } = parseSegment(segment);
    nodes = nodes.flatMap(({ node, root }) => {
      if (index === 1 && path.startsWith("devServer.") && devServerSchema) {
        const child = childProperties(devServerSchema, devServerSchema).get(name);
        return child ? [{ node: child, root: devServerSchema }] : [];
      }
      const child = childProperties(node, root).get(name);
      return child ? [{ node: child, root }] : [];
    });
    for (const suffix of suffixes) {
      nodes = nodes.flatMap(({ node, root }) =>
        variants(node, root).flatMap((variant) => {
          const next = suffix === "[]" ? variant.items : variant.additionalProperties;
          const list = Array.isArray(next) ? next : next && typeof next === "object" ? [next] : [];
          return list.map((item) => ({ node: item, root }));
        }),
      );
    }
    if (nodes.length === 0) return false;
  }
  return true;
}

/** Option paths written as code-only headings (`` ## `output.publicPath` ``), with their lines. */
export function documentedOptionPaths(headings: readonly Heading[]): Array<{ path: string; line: number }> {
  return headings
    .filter((heading) => heading.code && heading.level >= 2)
    .map((heading) => ({ path: heading.title, line: heading.line }));
}

/** Strips array/map markers so a written path can be compared with schema paths. */
export function normalizeOptionPath(path: string): string {
  return path.replace(/\[[^\]]*\]/g, "");
}
