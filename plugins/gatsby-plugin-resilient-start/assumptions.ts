/**
 * What page-resources.ts assumes of Gatsby's browser start-up (gatsby/cache-dir/production-app.js),
 * as text that must appear in it in this order: the public loader is on the window, the start waits
 * for every onClientEntry, then loads the page's resources through that loader, refuses to render
 * when they are missing, and renders into the element with GATSBY_ROOT_ID (gatsby-runtime.ts).
 */
export const PRODUCTION_APP_STEPS = [
  "window.___loader = publicLoader",
  "apiRunnerAsync(`onClientEntry`).then(",
  "publicLoader.loadPage(browserLoc.pathname + browserLoc.search).then(",
  "page.status === PageResourceStatus.Error",
  "Not rendering React",
  "document.getElementById(`___gatsby`)",
] as const;

/** The assumptions that SOURCE (production-app.js) no longer meets, as readable sentences. */
export function productionAppProblems(source: string): string[] {
  const problems: string[] = [];
  let from = 0;
  for (const step of PRODUCTION_APP_STEPS) {
    const at = source.indexOf(step, from);
    if (at === -1) problems.push(`production-app.js no longer contains \`${step}\` after the previous step`);
    else from = at + step.length;
  }
  return problems;
}

/** The part of Gatsby's loader module that gatsby-runtime.ts relies on: its error status and loadPage. */
export const LOADER_MARKERS = ["Error: `error`", "loadPage: rawPath => instance.loadPage(rawPath)"] as const;

/** The assumptions that SOURCE (loader.js) no longer meets. */
export function loaderProblems(source: string): string[] {
  return LOADER_MARKERS.filter((marker) => !source.includes(marker)).map(
    (marker) => `loader.js no longer contains \`${marker}\``,
  );
}

/** Gatsby's server render puts each page inside its router's element (cache-dir/static-entry.js). */
export const STATIC_ENTRY_MARKER = '<Router id="gatsby-focus-wrapper"';

/** The assumption that SOURCE (static-entry.js) no longer meets. */
export function staticEntryProblems(source: string): string[] {
  return source.includes(STATIC_ENTRY_MARKER) ? [] : [`static-entry.js no longer contains \`${STATIC_ENTRY_MARKER}\``];
}

/**
 * Gatsby's router puts its navigation on the window (cache-dir/navigation.js), and Link and
 * `navigate()` call it from there (gatsby-link), so replacing it reaches every client navigation.
 */
export const NAVIGATION_MARKERS = {
  "navigation.js": "window.___navigate = (to, options) => navigate(to, options)",
  "gatsby-link": "window.___navigate(",
} as const;

/** The assumptions that the sources of navigation.js and gatsby-link no longer meet. */
export function navigationProblems(sources: Record<keyof typeof NAVIGATION_MARKERS, string>): string[] {
  return Object.entries(NAVIGATION_MARKERS)
    .filter(([file, marker]) => !sources[file as keyof typeof NAVIGATION_MARKERS].includes(marker))
    .map(([file, marker]) => `${file} no longer contains \`${marker}\``);
}
