import type { HeaderRule } from "../headers-file";

// How a host reads public/_headers, for the tests that serve the build as a CDN would.

/** Reads a `_headers` file back into rules. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else {
      const colon = line.indexOf(":");
      rules[rules.length - 1].headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

/** Whether a request path matches a rule's pattern: exact, or a trailing `*` matching the rest. */
export function matches(pattern: string, path: string): boolean {
  return pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** The headers a host sends for PATH: those of every matching rule. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => matches(rule.path, path)).map((rule) => rule.headers)) as Record<
    string,
    string
  >;
}
