import type { ContentProblem, WrittenLink } from "./types";
import { isInternalUrl, isRelativeUrl } from "./links";
import { splitUrl } from "./paths";

/** What link checking needs to know about one content file. */
export interface LinkSource {
  /** Path relative to the repository, e.g. "content/concepts/output.mdx". */
  file: string;
  url: string;
  links: WrittenLink[];
  /** `related` urls, with the front-matter line of each. */
  related: WrittenLink[];
}

/** Routes a link may point to: every page's url with its heading ids (special pages have none). */
export type RouteTable = Map<string, Set<string>>;

/** The page path (no query) and #anchor an internal link points to; null for an external link. */
function internalTarget(url: string, fromUrl: string): { cleanPath: string; hash: string | null } | null {
  const sameBase = url.startsWith("#");
  if (!sameBase && !isInternalUrl(url)) return null;
  const { path, hash } = splitUrl(sameBase ? `${fromUrl}${url}` : url);
  return { cleanPath: path.split("?")[0], hash };
}

/** Problems with one link, or null: unknown route, missing trailing slash or unknown #anchor. */
export function linkProblem(url: string, fromUrl: string, routes: RouteTable): string | null {
  if (isRelativeUrl(url)) return `relative link \`${url}\`: use the full site path, e.g. /concepts/output/`;
  const target = internalTarget(url, fromUrl);
  if (!target) return null;
  const { cleanPath, hash } = target;
  const anchors = routes.get(cleanPath);
  if (!anchors) {
    const withSlash = routes.has(`${cleanPath}/`) ? ` (did you mean \`${cleanPath}/\`?)` : "";
    return `link to \`${url}\`, which is not a page of this site${withSlash}`;
  }
  if (hash && !anchors.has(decodeURIComponent(hash))) {
    return `link to \`${url}\`: ${cleanPath} has no heading with id \`${hash}\``;
  }
  return null;
}

/**
 * Every broken internal link or `related` url across the content, as file:line problems. Links to
 * PENDING pages (urls of pages still being generated; `gatsby develop` adds them after it starts)
 * are left unchecked until those pages exist.
 */
export function validateLinks(
  sources: LinkSource[],
  routes: RouteTable,
  pending: ReadonlySet<string> = new Set(),
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const source of sources) {
    for (const link of [...source.related, ...source.links]) {
      const target = internalTarget(link.url, source.url);
      if (target && pending.has(target.cleanPath)) continue;
      const message = linkProblem(link.url, source.url, routes);
      if (message) problems.push({ file: source.file, line: link.line, message });
    }
  }
  return problems;
}

/** One readable block for the build log: `file:line: message` per problem. */
export function formatProblems(problems: ContentProblem[]): string {
  const lines = problems.map((p) => `  ${p.file}${p.line ? `:${p.line}` : ""}: ${p.message}`);
  return `${problems.length} problem${problems.length === 1 ? "" : "s"} in content files:\n${lines.join("\n")}`;
}
