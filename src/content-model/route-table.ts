import { printableUrl } from "./paths";
import type { RouteTable } from "./validate-links";

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
