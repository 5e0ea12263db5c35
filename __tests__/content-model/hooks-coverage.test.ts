/** @jest-environment node */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CONTENT_ROOT } from "../content-files";
import {
  documentedHooks,
  HOOK_PAGES,
  hookFacts,
  liveHookObjects,
  type DocumentedHook,
  type HookFacts,
  type HookPage,
} from "./hook-pages";

// Each reference page lists every hook its class has in the installed webpack, and no hook it no
// longer has. The hooks come from real objects (a compiler for an empty project, its compilation and
// module factories, a JavaScript parser), so a webpack upgrade that adds or drops a hook fails here.
// A row also has to name the hook's tapable class and its tap arguments as webpack declares them.

const webpackVersion = (require("webpack/package.json") as { version: string }).version;
const pages = Object.keys(HOOK_PAGES) as HookPage[];
const live = liveHookObjects();
const actual = new Map(pages.map((page) => [page, hookFacts(live[page].hooks)]));
const pageFile = (page: HookPage): string => join(CONTENT_ROOT, "api", `${page}.mdx`);
const documented = new Map(
  pages.map((page) => [page, existsSync(pageFile(page)) ? documentedHooks(readFileSync(pageFile(page), "utf8")) : []]),
);

const TAPABLE_CLASSES = [
  "SyncHook",
  "SyncBailHook",
  "SyncWaterfallHook",
  "SyncLoopHook",
  "AsyncParallelHook",
  "AsyncParallelBailHook",
  "AsyncSeriesHook",
  "AsyncSeriesBailHook",
  "AsyncSeriesLoopHook",
  "AsyncSeriesWaterfallHook",
  "HookMap",
  "MultiHook",
];

/** The tapable classes a Type cell names, as whole words. */
const classesNamed = (type: string): string[] =>
  TAPABLE_CLASSES.filter((name) => new RegExp(`\\b${name}\\b`).test(type)).sort();

/** Whether `names` occur in `codes` in the same order (other spans, such as types, may come between). */
function inOrder(names: string[], codes: string[]): boolean {
  let next = 0;
  for (const code of codes) if (code === names[next]) next += 1;
  return next === names.length;
}

/** Problems of one documented row against the live hook, as readable sentences. */
function rowProblems(page: HookPage, row: DocumentedHook, facts: HookFacts): string[] {
  const where = `${page}.mdx:${row.line} \`${row.name}\``;
  if (facts.standIn) {
    return /deprecated/i.test(row.text)
      ? []
      : [`${where} forwards to another hook: the row must say it is deprecated and what replaces it`];
  }
  const problems: string[] = [];
  const expected = [...facts.classes].sort();
  if (classesNamed(row.type).join() !== expected.join()) {
    problems.push(`${where} has the tapable class ${facts.classes.join(" of ")}, but its Type cell says "${row.type}"`);
  }
  if (!inOrder(facts.args, row.argumentCodes)) {
    problems.push(
      `${where} receives ${facts.args.map((arg) => `\`${arg}\``).join(", ") || "no arguments"}, but its Arguments cell lists ${row.argumentCodes.map((code) => `\`${code}\``).join(", ") || "none"}`,
    );
  }
  return problems;
}

describe.each(pages)(`content/api/%s.mdx against webpack ${webpackVersion}`, (page) => {
  const hooks = actual.get(page) ?? [];
  const rows = documented.get(page) ?? [];

  it(`documents every hook of ${HOOK_PAGES[page]}`, () => {
    const written = new Set(rows.map((row) => row.name));
    const missing = hooks
      .filter((hook) => !written.has(hook.name))
      .map((hook) => `${page}.mdx is missing \`${hook.name}\``);
    expect(existsSync(pageFile(page)) ? missing : [`content/api/${page}.mdx does not exist`, ...missing]).toEqual([]);
  });

  it("documents no hook webpack does not have, and none twice", () => {
    const names = new Set(hooks.map((hook) => hook.name));
    const seen = new Set<string>();
    const wrong = rows.flatMap((row) => {
      if (!names.has(row.name))
        return [`${page}.mdx:${row.line} documents \`${row.name}\`, which ${HOOK_PAGES[page]} does not have`];
      if (seen.has(row.name)) return [`${page}.mdx:${row.line} documents \`${row.name}\` a second time`];
      seen.add(row.name);
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it("gives each hook its tapable class and tap arguments", () => {
    const byName = new Map(hooks.map((hook) => [hook.name, hook]));
    const problems = rows.flatMap((row) => {
      const facts = byName.get(row.name);
      return facts ? rowProblems(page, row, facts) : [];
    });
    expect(problems).toEqual([]);
  });
});
