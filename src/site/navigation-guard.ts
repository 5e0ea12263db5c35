import { newDeploymentAvailable, untilNewVersionTakesOver } from "./deployment-check";
import { setRouteStatus } from "./route-status";

/** Show the placeholder only when a page takes this long, so quick navigations do not flash. */
export const LOADING_DELAY_MS = 300;

type Navigate = (to: string | number, options?: object) => void;

interface GatsbyWindow {
  ___navigate?: Navigate;
  ___loader?: { loadPage(path: string): Promise<{ status?: string } | null | undefined> };
}

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
 * what brings the reader the new version. A click made after a new
 * deployment is out also loads the page in full, so the reader never gets data Gatsby fetched
 * (prefetched) before it.
 */
export function installNavigationGuard(win: Window & GatsbyWindow = window): void {
  const navigate = win.___navigate;
  const loader = win.___loader;
  if (!navigate || !loader) return;
  win.___navigate = (to, options) => {
    if (typeof to !== "string") return navigate(to, options);
    const url = new URL(to, win.location.href);
    if (url.pathname === win.location.pathname) return navigate(to, options);
    const timer = win.setTimeout(() => setRouteStatus({ state: "loading", path: url.pathname }), LOADING_DELAY_MS);
    void Promise.all([loader.loadPage(url.pathname + url.search), newDeploymentAvailable(win)]).then(async ([resources, deployed]) => {
      win.clearTimeout(timer);
      if (deployed) {
        await untilNewVersionTakesOver(win);
        win.location.assign(url.href);
        return;
      }
      const failed = !resources || resources.status === "error";
      if (failed) {
        if (await htmlReachable(url.href)) {
          // The pre-rendered page, in full and with its #fragment (Gatsby's own fallback drops it);
          // it starts the chrome even if its data is still missing (gatsby-browser onClientEntry).
          win.location.assign(url.href);
          return;
        }
        win.history.pushState({}, "", url.href);
        setRouteStatus({ state: "error", path: url.pathname });
        return;
      }
      // A placeholder already shown is cleared on route update (gatsby-browser onRouteUpdate).
      navigate(to, options);
    });
  };
}
