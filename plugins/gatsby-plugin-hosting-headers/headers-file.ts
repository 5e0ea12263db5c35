/** One block of a `_headers` file (the format Netlify and Cloudflare Pages read): a path pattern and its headers. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** The `_headers` file for RULES. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return `${rules.map((rule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n")).join("\n")}\n`;
}
