import type { PageSummary, PagerLink, SidebarGroup } from "./types";

/** Sidebar label: the title, or the file name when a page has none. */
export function sidebarLabel(page: Pick<PageSummary, "title" | "name">): string {
  return page.title.trim() || page.name.replace(/^_/, "");
}

/** Hidden from the sidebar: printable pages and any entry whose label mentions "Printable". */
export function isHiddenFromSidebar(page: Pick<PageSummary, "title" | "name" | "url">): boolean {
  return page.url.endsWith("/printable/") || sidebarLabel(page).includes("Printable");
}

/** Reading order: ascending `sort` (the index's -1 first), unsorted pages last; ties by label. */
export function compareReadingOrder(a: PageSummary, b: PageSummary): number {
  const sortA = a.sort ?? Number.POSITIVE_INFINITY;
  const sortB = b.sort ?? Number.POSITIVE_INFINITY;
  if (sortA !== sortB) return sortA < sortB ? -1 : 1;
  return sidebarLabel(a).localeCompare(sidebarLabel(b), "en", { sensitivity: "base" });
}

/**
 * The sidebar of one section: pages in reading order, the index first, pages of a group gathered
 * where the group's first page falls. Runs of ungrouped pages form blocks with group null.
 */
export function buildSidebar(pages: PageSummary[]): SidebarGroup<PageSummary>[] {
  const ordered = pages.filter((page) => !isHiddenFromSidebar(page)).sort(compareReadingOrder);
  const index = ordered.findIndex((page) => page.sort === -1);
  if (index > 0) ordered.unshift(...ordered.splice(index, 1));
  const blocks: SidebarGroup<PageSummary>[] = [];
  const byGroup = new Map<string, SidebarGroup<PageSummary>>();
  for (const page of ordered) {
    const group = page.group?.trim() || null;
    if (group === null) {
      const last = blocks[blocks.length - 1];
      if (last && last.group === null) last.pages.push(page);
      else blocks.push({ group: null, pages: [page] });
      continue;
    }
    const existing = byGroup.get(group);
    if (existing) existing.pages.push(page);
    else {
      const block = { group, pages: [page] };
      byGroup.set(group, block);
      blocks.push(block);
    }
  }
  return blocks;
}

/** The sidebar flattened: the order the pager walks through. */
export function sidebarOrder(sidebar: SidebarGroup<PageSummary>[]): PageSummary[] {
  return sidebar.flatMap((block) => block.pages);
}

/** Previous and next pages of `url` in sidebar order, null at the ends. */
export function pagerLinks(
  sidebar: SidebarGroup<PageSummary>[],
  url: string,
): { previous: PagerLink | null; next: PagerLink | null } {
  const order = sidebarOrder(sidebar);
  const position = order.findIndex((page) => page.url === url);
  const link = (page: PageSummary | undefined): PagerLink | null =>
    page ? { title: sidebarLabel(page), url: page.url } : null;
  if (position === -1) return { previous: null, next: null };
  return { previous: link(order[position - 1]), next: link(order[position + 1]) };
}
