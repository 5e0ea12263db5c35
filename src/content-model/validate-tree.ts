import { compileContentFile, type CompiledContentFile } from "./content-file";
import { printableUrl } from "./paths";
import type { ContentProblem } from "./types";
import { validateLinks, type LinkSource, type RouteTable } from "./validate-links";
import type { ContentProcessor } from "./markdown/processor";

/** What the route table needs to know about one page. */
export interface RoutablePage {
  url: string;
  section: string;
  headingIds: readonly string[];
}

/** Every route of the site with its heading ids: pages, their sections' printable pages, special pages. */
export function buildRouteTable(pages: readonly RoutablePage[], specialRoutes: readonly string[]): RouteTable {
  const routes: RouteTable = new Map(specialRoutes.map((route) => [route, new Set<string>()]));
  for (const page of pages) {
    routes.set(page.url, new Set(page.headingIds));
    if (!routes.has(printableUrl(page.section))) routes.set(printableUrl(page.section), new Set());
  }
  return routes;
}

/** The link-check input for a compiled file. */
export function toLinkSource(file: CompiledContentFile): LinkSource {
  return { file: `content/${file.location.path}`, url: file.location.url, links: file.links, related: file.relatedLinks };
}

/** All problems of a content tree, as the build reports them: per-file problems, then broken links. */
export async function validateContentTree(
  files: ReadonlyArray<{ relativePath: string; text: string }>,
  specialRoutes: readonly string[],
  processor: ContentProcessor,
): Promise<ContentProblem[]> {
  const compiled = await Promise.all(files.map((file) => compileContentFile(file.relativePath, file.text, processor)));
  const routes = buildRouteTable(
    compiled.map((file) => ({ url: file.location.url, section: file.location.section, headingIds: file.headings.map((heading) => heading.id) })),
    specialRoutes,
  );
  return [...compiled.flatMap((file) => file.problems), ...validateLinks(compiled.map(toLinkSource), routes)];
}
