import {
  GATSBY_ROOT_ID,
  gatsbyLoadPage,
  missing,
  replaceGatsbyNavigate,
  type GatsbyRuntimeWindow,
  type Navigate,
} from "./gatsby-runtime";

export interface StartWindow extends GatsbyRuntimeWindow {
  location: Pick<Location, "pathname" | "search" | "assign" | "replace">;
  history: Pick<History, "go">;
}

/**
 * Renders the site into ROOT (Gatsby's root element) when Gatsby cannot; returns false when there
 * is nothing to keep (an empty app shell), and Gatsby goes on as it would.
 */
export type StartWithoutPageResources = (root: HTMLElement) => boolean;

/** Without Gatsby's router a link loads its page in full, which then starts normally if it can. */
export function navigateByFullLoad(win: Pick<StartWindow, "location" | "history">): Navigate {
  return (to, options) => {
    if (typeof to === "number") win.history.go(to);
    else if ((options as { replace?: boolean } | undefined)?.replace) win.location.replace(to);
    else win.location.assign(to);
  };
}

/**
 * For the site's onClientEntry, which Gatsby awaits before it loads the page's resources itself.
 * When the page's data or template script cannot be loaded (a broken or half-finished deploy, a
 * blocked request), Gatsby throws "page resources for … not found. Not rendering React" and the
 * pre-rendered page is left without any script: search, theme toggle and drawer are dead. Here
 * the resources are loaded first (Gatsby's loader keeps the result, so nothing is fetched twice);
 * when they are missing, START renders the site's own chrome around the pre-rendered page, links
 * load their pages in full, and the returned promise never settles, so Gatsby never gets to the
 * render it would refuse.
 */
export async function startWithoutPageResources(
  start: StartWithoutPageResources,
  win: StartWindow = window,
  doc: Pick<Document, "getElementById"> = document,
): Promise<void> {
  // Checked at build time (gatsby-node.ts); a reader's page never breaks over it.
  const loadPage = gatsbyLoadPage(win);
  if (!loadPage) return;
  const resources = await loadPage(win.location.pathname + win.location.search).catch(() => null);
  if (!missing(resources)) return;
  const root = doc.getElementById(GATSBY_ROOT_ID);
  if (!root || !start(root)) return;
  replaceGatsbyNavigate(win, navigateByFullLoad(win));
  await new Promise<never>(() => undefined);
}
