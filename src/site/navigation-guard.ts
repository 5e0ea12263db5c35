import {
  newDeploymentAvailable,
  onNewVersionTakingOver,
  untilNewVersionTakesOver,
} from "../../plugins/gatsby-plugin-offline-whole-site/deployment-check";
import {
  gatsbyLoadPage,
  gatsbyNavigate,
  missing,
  replaceGatsbyNavigate,
  type GatsbyRuntimeWindow,
} from "../../plugins/gatsby-plugin-resilient-start/gatsby-runtime";
import { setRouteStatus } from "./route-status";

/** Show the placeholder only when a page takes this long, so quick navigations do not flash. */
export const LOADING_DELAY_MS = 300;

/** Whether the page's own HTML can be fetched, i.e. whether Gatsby's full-page fallback would work. */
async function htmlReachable(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { method: "HEAD", cache: "no-store" })).ok;
  } catch {
    return false;
  }
}

/**
 * Wraps Gatsby's client navigation: a placeholder while the next page's data and chunk load, and
 * "Error loading content." when they fail and the page cannot be loaded in full either (offline,
 * server unreachable). Where the HTML is reachable the page loads in full: after a deploy that is
 * what brings the reader the new version. A click made after a new deployment is out also loads
 * the page in full, so the reader never gets data Gatsby fetched (prefetched) before it; it does
 * not wait for the old version's data, which may never arrive once the new worker takes over.
 */
export function installNavigationGuard(win: Window & GatsbyRuntimeWindow = window): void {
  const navigate = gatsbyNavigate(win);
  const loadPage = gatsbyLoadPage(win);
  if (!navigate || !loadPage) return;
  replaceGatsbyNavigate(win, (to, options) => {
    if (typeof to !== "string") return navigate(to, options);
    const url = new URL(to, win.location.href);
    if (url.pathname === win.location.pathname) return navigate(to, options);
    const timer = win.setTimeout(() => setRouteStatus({ state: "loading", path: url.pathname }), LOADING_DELAY_MS);
    // The executor runs at once, so stopListening is set before anything can call it.
    let stopListening: () => void = () => undefined;
    const newVersionTookOver = new Promise<"new version">((resolve) => {
      stopListening = onNewVersionTakingOver(win, () => resolve("new version"));
    });
    const resources = loadPage(url.pathname + url.search);
    const loadInFull = () => {
      win.clearTimeout(timer);
      win.location.assign(url.href);
    };
    void (async () => {
      try {
        if (await newDeploymentAvailable(win)) {
          await untilNewVersionTakesOver(win);
          return loadInFull();
        }
        const loaded = await Promise.race([resources, newVersionTookOver]);
        if (loaded === "new version") return loadInFull();
        win.clearTimeout(timer);
        if (missing(loaded)) {
          if (await htmlReachable(url.href)) {
            // The pre-rendered page, in full and with its #fragment (Gatsby's own fallback drops it);
            // it starts the chrome even if its data is still missing (gatsby-browser onClientEntry).
            return loadInFull();
          }
          win.history.pushState({}, "", url.href);
          return setRouteStatus({ state: "error", path: url.pathname });
        }
        // A placeholder already shown is cleared on route update (gatsby-browser onRouteUpdate).
        navigate(to, options);
      } finally {
        stopListening();
      }
    })();
  });
}
