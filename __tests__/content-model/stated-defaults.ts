import JSON5 from "json5";
import type { Heading } from "../../src/content-model/types";

/**
 * Reads the defaults that configuration pages state, in the form docs/WRITING.md describes:
 * `Type: … · Default: …` under an option heading, or a table with a `Default` column under one.
 */

export const MODES = ["development", "production", "none"] as const;
export type Mode = (typeof MODES)[number];

/** One stated default: where it is written, which option it is for, and its text. */
export interface StatedDefault {
  line: number;
  option: string;
  text: string;
  /** What follows the default on its line, e.g. `Filesystem cache only`. */
  notes: string[];
}

/** What a stated default says: a value per mode, "an object whose properties are listed below", or nothing readable. */
export type Reading =
  { kind: "values"; byMode: Record<Mode, unknown> } | { kind: "object" } | { kind: "unread"; reason: string };

/** Splits TEXT at SEPARATOR where it is outside inline code and parentheses. */
function splitTopLevel(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let code = false;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "`") code = !code;
    else if (!code && char === "(") depth++;
    else if (!code && char === ")") depth = Math.max(0, depth - 1);
    else if (!code && depth === 0) {
      const match = separator.exec(text.slice(index));
      if (match && match.index === 0) {
        parts.push(text.slice(start, index));
        start = index + match[0].length;
        index = start - 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== "");
}

/** TEXT without parenthesised notes (outside inline code): they explain, they do not state the value. */
function withoutNotes(text: string): string {
  let result = "";
  let depth = 0;
  let code = false;
  for (const char of text) {
    if (char === "`" && depth === 0) code = !code;
    if (!code && char === "(") depth++;
    if (depth === 0) result += char;
    if (!code && char === ")") depth = Math.max(0, depth - 1);
  }
  return result.replace(/\s+/g, " ").trim();
}

/** A JavaScript literal written in inline code: JSON5 (quotes, numbers, Infinity, arrays, objects) or a RegExp. */
export function parseLiteral(code: string): { ok: true; value: unknown } | { ok: false } {
  const regExp = /^\/(.+)\/([dgimsuvy]*)$/.exec(code);
  if (regExp) return { ok: true, value: new RegExp(regExp[1], regExp[2]) };
  try {
    return { ok: true, value: JSON5.parse(code) };
  } catch {
    return { ok: false };
  }
}

/** The modes a qualifier after a value names; null when it names a condition other than the mode. */
const QUALIFIERS: Record<string, readonly Mode[]> = {
  "in development mode": ["development"],
  "in production mode": ["production"],
  "in `'none'` mode": ["none"],
  "in production and `'none'` mode": ["production", "none"],
  "in development and `'none'` mode": ["development", "none"],
};

/**
 * What a `Default:` text says for each mode. The text is clauses separated by `,` or `;`, each a
 * value (inline code holding a literal, or `not set`) optionally followed by a qualifier:
 * a mode (`in production mode` …), `otherwise` (every mode no clause named), or another condition
 * (`for Node.js targets`, `with experiments.futureDefaults` …), which a configuration that sets
 * only `mode` does not meet, so that clause is not compared. Parenthesised notes and clauses after
 * the first that are not values are explanation. `each property below has its own default`
 * states an object whose properties are documented (and compared) one by one.
 */
export function readDefault(stated: string): Reading {
  const text = withoutNotes(stated).replace(/\.$/, "");
  if (/^each property below has its own default/.test(text)) return { kind: "object" };
  const byMode = new Map<Mode, unknown>();
  const fallback: unknown[] = [];
  for (const [index, clause] of splitTopLevel(text, /^[,;] /).entries()) {
    const match = /^(?:`([^`]+)`|(not set))(?: (.*))?$/.exec(clause);
    const literal = match?.[1] !== undefined ? parseLiteral(match[1]) : { ok: true as const, value: undefined };
    if (!match || !literal.ok) {
      if (index === 0) return { kind: "unread", reason: `"${clause}" is not a literal value or \`not set\`` };
      continue;
    }
    const qualifier = match[3];
    if (qualifier === undefined || qualifier === "otherwise") fallback.push(literal.value);
    else if (QUALIFIERS[qualifier]) for (const mode of QUALIFIERS[qualifier]) byMode.set(mode, literal.value);
  }
  if (fallback.length > 1) return { kind: "unread", reason: "more than one value without a mode" };
  const modes = Object.fromEntries(
    MODES.map((mode) => [mode, byMode.has(mode) ? byMode.get(mode) : fallback[0]]),
  ) as Record<Mode, unknown>;
  const missing = MODES.filter((mode) => !byMode.has(mode) && fallback.length === 0);
  if (missing.length > 0) return { kind: "unread", reason: `no value for ${missing.join(", ")} mode` };
  return { kind: "values", byMode: modes };
}

/** Cells of a Markdown table row, split at `|` outside inline code. */
function cells(row: string): string[] {
  return splitTopLevel(row.trim().replace(/^\||\|$/g, ""), /^\|/).map((cell) => cell.trim());
}

/**
 * Every stated default of a page: `Default:` lines (also as `- Default:` list items) under the
 * option heading above them, and the `Default` column of tables under an option heading, whose
 * first column names a property of that option in inline code.
 */
export function statedDefaults(
  text: string,
  headings: readonly Heading[],
): Array<StatedDefault | { line: number; error: string }> {
  const lines = text.split("\n");
  const sorted = [...headings].sort((a, b) => a.line - b.line);
  const headingAbove = (line: number): Heading | undefined => sorted.filter((heading) => heading.line < line).pop();
  const found: Array<StatedDefault | { line: number; error: string }> = [];
  let table: { defaultColumn: number; option: string } | null = null;
  for (const [index, content] of lines.entries()) {
    const line = index + 1;
    const heading = headingAbove(line);
    const defaultLine = /^(?:- )?(?:Type: .*? · )?Default: (.*)$/.exec(content);
    if (defaultLine) {
      if (!heading?.code)
        found.push({ line, error: "a `Default:` line must be under an option heading (`### `path``)" });
      else {
        const [stated, ...notes] = defaultLine[1].split(" · ").map((part) => part.trim());
        found.push({ line, option: heading.title, text: stated, notes });
      }
      continue;
    }
    if (!content.startsWith("|")) {
      table = null;
      continue;
    }
    const row = cells(content);
    if (table === null) {
      const defaultColumn = row.indexOf("Default");
      if (defaultColumn > 0 && heading?.code) table = { defaultColumn, option: heading.title };
      continue;
    }
    if (/^:?-+:?$/.test(row[0] ?? "")) continue;
    const name = /^`([^`]+)`$/.exec(row[0] ?? "");
    if (!name)
      found.push({
        line,
        error: "the first cell of a row in a table with a Default column must be a property name in inline code",
      });
    else found.push({ line, option: `${table.option}.${name[1]}`, text: row[table.defaultColumn] ?? "", notes: [] });
  }
  return found;
}
