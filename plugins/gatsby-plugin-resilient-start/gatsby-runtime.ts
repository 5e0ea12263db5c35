// The private globals of Gatsby's browser runtime that the site wraps, in one place; what they are
// and what Gatsby does with them is checked against the installed Gatsby on every build
// (assumptions.ts, gatsby-node.ts).

/** Gatsby's client navigation: what its Link, `navigate()` and the site's own links call. */
export type Navigate = (to: string | number, options?: object) => void;

/** What Gatsby's public loader answers for a page: its resources, or its error status. */
export type PageResources = { status?: string } | null | undefined;

/** The page's resources as Gatsby's loader gets them, fetched once and kept. */
export type LoadPage = (path: string) => Promise<PageResources>;

/** A window with Gatsby's runtime globals (absent before Gatsby's start, or in tests). */
export interface GatsbyRuntimeWindow {
  ___navigate?: Navigate;
  ___loader?: { loadPage: LoadPage };
}

/** The id of the element Gatsby renders the site into. */
export const GATSBY_ROOT_ID = "___gatsby";

/** The id of the router's element inside it, which holds the page when the HTML was pre-rendered. */
export const GATSBY_PAGE_WRAPPER_ID = "gatsby-focus-wrapper";

/** The loader's status for a page whose data or template script could not be loaded. */
export const ERROR_STATUS = "error";

/** Resources Gatsby would refuse to render with: none, or the loader's error. */
export const missing = (resources: PageResources): boolean => !resources || resources.status === ERROR_STATUS;

/** Gatsby's loader, once its start has put it on the window. */
export function gatsbyLoadPage(win: GatsbyRuntimeWindow): LoadPage | null {
  const loader = win.___loader;
  return loader ? (path) => loader.loadPage(path) : null;
}

/** Gatsby's own navigation, once its router has put it on the window. */
export function gatsbyNavigate(win: GatsbyRuntimeWindow): Navigate | null {
  return win.___navigate ?? null;
}

/** Sends every client navigation (links, `navigate()`, search results, the drawer) through NAVIGATE. */
export function replaceGatsbyNavigate(win: GatsbyRuntimeWindow, navigate: Navigate): void {
  win.___navigate = navigate;
}
