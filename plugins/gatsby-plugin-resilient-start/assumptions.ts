/**
 * What start.ts assumes of Gatsby's browser start-up (gatsby/cache-dir/production-app.js), as
 * text that must appear in it in this order: the public loader is on the window, the start waits
 * for every onClientEntry, then loads the page's resources through that loader, and refuses to
 * render when they are missing.
 */
export const PRODUCTION_APP_STEPS = [
  "window.___loader = publicLoader",
  "apiRunnerAsync(`onClientEntry`).then(",
  "publicLoader.loadPage(browserLoc.pathname + browserLoc.search).then(",
  "page.status === PageResourceStatus.Error",
  "Not rendering React",
] as const;

/** The assumptions that SOURCE (production-app.js) no longer meets, as readable sentences. */
export function productionAppProblems(source: string): string[] {
  const problems: string[] = [];
  let from = 0;
  for (const step of PRODUCTION_APP_STEPS) {
    const at = source.indexOf(step, from);
    if (at === -1)
      problems.push(`production-app.js no longer contains \`${step}\` after the previous step`);
    else from = at + step.length;
  }
  return problems;
}

/** The public loader's status for a page whose data or script could not be loaded. */
export const ERROR_STATUS = "error";

/** The part of Gatsby's loader module that start.ts relies on (also read by the check below). */
export const LOADER_MARKERS = [
  "Error: `error`",
  "loadPage: rawPath => instance.loadPage(rawPath)",
] as const;

/** The assumptions that SOURCE (loader.js) no longer meets. */
export function loaderProblems(source: string): string[] {
  return LOADER_MARKERS.filter((marker) => !source.includes(marker)).map(
    (marker) => `loader.js no longer contains \`${marker}\``,
  );
}
