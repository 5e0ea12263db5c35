import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Root, Table, TableCell } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { contentProcessor } from "../content-files";
import { VFile } from "../../src/content-model/markdown/processor";

// The hooks webpack really has, read from live objects of the installed webpack, and the hooks a
// reference page documents, read from its tables. A hook is documented by one row of a table whose
// first header cell is "Hook": the row's first cell is the hook name as one inline code span, the
// second cell names its tapable class, the third lists its tap arguments as inline code.

/** What a tapable hook (or hook map) looks like from the outside, as far as these checks read it. */
interface TapableLike {
  constructor: { name: string };
  /** Set on webpack's stand-ins that forward taps to another hook (createFakeHook). */
  _fakeHook?: true;
  /** The argument names the hook was created with (tapable's Hook). */
  _args?: string[];
  /** A HookMap's factory for the hook of one key (tapable's HookMap). */
  _factory?: (key: string) => TapableLike;
}

/** One hook of a live `hooks` object. */
export interface HookFacts {
  name: string;
  /** Tapable classes a reader must be told: `["SyncBailHook"]`, or `["HookMap", "SyncBailHook"]`. */
  classes: string[];
  /** The names the tap function receives its arguments under. */
  args: string[];
  /**
   * A stand-in that forwards to another hook (a deprecated name), or an accessor webpack warns about
   * when read: it has no tapable class of its own to check.
   */
  standIn: boolean;
}

/** The facts of every hook of a `hooks` object, in webpack's order. */
export function hookFacts(hooks: object): HookFacts[] {
  return Object.keys(hooks).map((name) => {
    const descriptor = Object.getOwnPropertyDescriptor(hooks, name);
    // An accessor (Compilation's normalModuleLoader) prints a deprecation warning when read.
    const value = descriptor && !descriptor.get ? (descriptor.value as TapableLike | undefined) : undefined;
    if (!value || value._fakeHook) return { name, classes: [], args: [], standIn: true };
    if (value.constructor.name === "HookMap" && value._factory) {
      // The factory builds a fresh hook without registering a key, so the map stays untouched.
      const inner = value._factory(name);
      return { name, classes: ["HookMap", inner.constructor.name], args: inner._args ?? [], standIn: false };
    }
    return { name, classes: [value.constructor.name], args: value._args ?? [], standIn: false };
  });
}

/** The five classes whose hooks have a reference page, keyed by that page (content/api/<page>.mdx). */
export const HOOK_PAGES = {
  "compiler-hooks": "Compiler",
  "compilation-hooks": "Compilation",
  "normalmodulefactory-hooks": "NormalModuleFactory",
  "contextmodulefactory-hooks": "ContextModuleFactory",
  parser: "JavascriptParser",
} as const;

export type HookPage = keyof typeof HOOK_PAGES;

interface HasHooks {
  hooks: object;
}

/**
 * Real instances of the five classes from the installed webpack: a compiler for an empty project in
 * a temporary folder, the factories and a compilation made the way `compiler.compile` makes them, and
 * a parser constructed directly. Nothing is built.
 */
export function liveHookObjects(): Record<HookPage, HasHooks> {
  const webpack = require("webpack") as typeof import("webpack");
  const JavascriptParser = require("webpack/lib/javascript/JavascriptParser") as new () => HasHooks;
  const context = mkdtempSync(join(tmpdir(), "hooks-coverage-"));
  try {
    const compiler = webpack({ mode: "none", context, entry: {}, infrastructureLogging: { level: "none" } });
    const params = compiler.newCompilationParams();
    const compilation = compiler.newCompilation(params);
    return {
      "compiler-hooks": compiler,
      "compilation-hooks": compilation,
      "normalmodulefactory-hooks": params.normalModuleFactory,
      "contextmodulefactory-hooks": params.contextModuleFactory,
      parser: new JavascriptParser(),
    };
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/** One hook row of a page: the hook name and the text of its Type and Arguments cells. */
export interface DocumentedHook {
  name: string;
  line: number;
  type: string;
  /** The inline code spans of the Arguments cell, in order. */
  argumentCodes: string[];
  /** The whole row as text, for words such as "deprecated". */
  text: string;
}

const cellText = (cell: TableCell | undefined): string => (cell ? toString(cell).trim() : "");

/** The inline code spans written in a cell, in order. */
function codesOf(cell: TableCell | undefined): string[] {
  const codes: string[] = [];
  if (cell) visit(cell, "inlineCode", (node) => void codes.push(node.value));
  return codes;
}

/** The hook rows of a page's text: rows of "Hook" tables whose first cell is one inline code span. */
export function documentedHooks(text: string): DocumentedHook[] {
  const tree = contentProcessor().parse(new VFile({ value: text })) as Root;
  const hooks: DocumentedHook[] = [];
  visit(tree, "table", (table: Table) => {
    const [header, ...rows] = table.children;
    if (cellText(header?.children[0]) !== "Hook") return;
    for (const row of rows) {
      const [first, type, args] = row.children;
      const only = first?.children.length === 1 ? first.children[0] : undefined;
      if (only?.type !== "inlineCode") continue;
      hooks.push({
        name: only.value,
        line: row.position?.start.line ?? 0,
        type: cellText(type),
        argumentCodes: codesOf(args),
        text: row.children.map(cellText).join(" | "),
      });
    }
  });
  return hooks;
}
