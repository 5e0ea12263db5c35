import { ERROR_STATUS } from "./assumptions";

/** What Gatsby's public loader (window.___loader) answers for a page: its resources, or an error. */
export type PageResources = { status?: string } | null | undefined;

export interface StartWindow {
  location: Pick<Location, "pathname" | "search">;
  ___loader?: { loadPage(path: string): Promise<PageResources> };
}

/**
 * Starts the site without Gatsby's router when it cannot render; returns false when there is
 * nothing to keep (an empty app shell), and Gatsby goes on as it would.
 */
export type StartWithoutPageResources = () => boolean;

/** Resources Gatsby would refuse to render with: none, or the loader's error. */
export const missing = (resources: PageResources): boolean =>
  !resources || resources.status === ERROR_STATUS;

/**
 * For the site's onClientEntry, which Gatsby awaits before it loads the page's resources itself.
 * When the page's data or template script cannot be loaded (a broken or half-finished deploy, a
 * blocked request), Gatsby throws "page resources for … not found. Not rendering React" and the
 * pre-rendered page is left without any script: search, theme toggle and drawer are dead. Here
 * the resources are loaded first (Gatsby's loader keeps the result, so nothing is fetched twice);
 * when they are missing, START renders the site's own chrome around the pre-rendered page, and the
 * returned promise never settles, so Gatsby never gets to the render it would refuse.
 */
export async function startWithoutPageResources(
  start: StartWithoutPageResources,
  win: StartWindow = window,
): Promise<void> {
  // Checked at build time (gatsby-node.ts); a reader's page never breaks over it.
  const loader = win.___loader;
  if (!loader) return;
  const resources = await loader
    .loadPage(win.location.pathname + win.location.search)
    .catch(() => null);
  if (!missing(resources) || !start()) return;
  await new Promise<never>(() => undefined);
}
