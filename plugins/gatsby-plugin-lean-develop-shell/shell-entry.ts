import { isAbsolute, resolve } from "node:path";

/** How Gatsby's develop shell entry imports the page templates. */
export const PAGE_COMPONENTS = "$virtual/async-requires";
/** The Gatsby file that renders the develop shell. */
export const SHELL_ENTRY = "gatsby/cache-dir/develop-static-entry.js";

/**
 * What this plugin relies on in Gatsby's develop shell entry, or the problems found: it must use
 * the page templates only to load a page chunk (server rendering in develop, an opt-in flag), and
 * run only the SSR APIs that shape the document (onRenderBody, onPreRenderHTML), never those that
 * wrap a page.
 */
export function shellEntryProblems(source: string): string[] {
  const problems: string[] = [];
  if (!source.includes(`import asyncRequires from "${PAGE_COMPONENTS}"`))
    problems.push(`${SHELL_ENTRY} no longer imports ${PAGE_COMPONENTS} as asyncRequires`);
  const uses = source.match(/asyncRequires\./g) ?? [];
  if (
    uses.length !== 1 ||
    !/export function getPageChunk\([^)]*\)\s*{\s*return asyncRequires\.components\[/.test(source)
  )
    problems.push(`${SHELL_ENTRY} uses the page templates for more than getPageChunk`);
  const apis = [...source.matchAll(/apiRunner\(\s*`(\w+)`/g)].map((match) => match[1]);
  const unexpected = apis.filter((api) => api !== "onRenderBody" && api !== "onPreRenderHTML");
  if (apis.length === 0 || unexpected.length > 0)
    problems.push(`${SHELL_ENTRY} runs other SSR APIs (${unexpected.join(", ") || "none found"})`);
  return problems;
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Matches the resolved file of any of MODULES (paths from ROOT, with or without a script extension). */
export function pageModulePattern(root: string, modules: string[]): RegExp {
  const paths = modules.map((module) => escape(isAbsolute(module) ? module : resolve(root, module)));
  return new RegExp(`^(?:${paths.join("|")})(?:\\.[cm]?[jt]sx?)?$`);
}
