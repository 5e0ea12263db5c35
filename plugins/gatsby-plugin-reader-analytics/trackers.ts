import { gtagScriptUrl, type GoogleAnalyticsOptions, type PlausibleOptions } from "../../src/site/analytics-options";
import { PageViews } from "./counting";

/** An event the site sends besides page views. */
export type SiteEvent =
  { name: "search-no-results"; query: string } | { name: "edit-document" } | { name: "print-document" };

/** One provider as the runtime drives it. */
export interface Tracker {
  /** The provider's script, loaded once the page is idle. */
  script: { src: string; attributes?: Record<string, string> };
  /** A page view of URL; absent when the provider's Gatsby plugin sends page views itself. */
  pageView?(url: string): void;
  /** EVENT, which happened at URL. */
  event(event: SiteEvent, url: string): void;
  /** The script could not load (blocked, offline): stop queueing what can never be sent. */
  silence(): void;
}

type PlausibleCall = [name: string, options?: { u?: string; props?: Record<string, string> }];
type PlausibleFunction = ((...args: PlausibleCall) => void) & { q?: PlausibleCall[] };

/**
 * A Plausible-compatible tracker (plausible.io, Plausible CE, or anything reading the same script
 * tag): the script reads data-domain and data-api from its own tag, and replays the calls queued in
 * `plausible.q` before it loaded. Page views carry their URL, since a queued view is sent only when
 * the script arrives, perhaps after the reader has moved on.
 */
export function plausibleTracker(win: Window, options: PlausibleOptions): Tracker {
  const host = win as Window & { plausible?: PlausibleFunction };
  const queue: PlausibleFunction = (...args) => {
    (queue.q ??= []).push(args);
  };
  host.plausible ??= queue;
  const call = (...args: PlausibleCall) => host.plausible?.(...args);
  return {
    script: {
      src: options.scriptUrl,
      attributes: { "data-domain": options.domain, ...(options.apiUrl ? { "data-api": options.apiUrl } : {}) },
    },
    pageView: (url) => call("pageview", { u: url }),
    event: (event, url) => {
      if (event.name === "search-no-results") call("Search: No Results", { u: url, props: { query: event.query } });
      else call(event.name === "edit-document" ? "Edit Document" : "Print Document", { u: url });
    },
    silence: () => {
      host.plausible = () => undefined;
    },
  };
}

type GtagFunction = (...args: unknown[]) => void;
type GtagWindow = Window & { gtag?: GtagFunction };

/**
 * Google Analytics 4 through gatsby-plugin-google-gtag. The plugin's inline script defines `gtag`
 * (queueing into dataLayer) and configures the measurement id with `send_page_view: false`, so the
 * config command sends no page view; its onRouteUpdate sends one page_view per route update. Between
 * the plugin and the queue sits a gate: a route update on the page already counted (an anchor jump)
 * sends nothing, and a page view carries the location and title of its moment, because gtag.js,
 * loaded late, would otherwise read them when it arrives. Returns null when the plugin's script did
 * not define gtag (it respects Do Not Track itself).
 */
export function googleAnalyticsTracker(win: Window, options: GoogleAnalyticsOptions): Tracker | null {
  const host = win as GtagWindow;
  const gtag = host.gtag;
  if (typeof gtag !== "function") return null;
  const pageViews = new PageViews();
  let silent = false;
  host.gtag = function gated(this: unknown, ...args: unknown[]) {
    if (silent) return;
    // Offline the request could only fail; the view is not worth a queue.
    if (args[0] === "event" && win.navigator.onLine === false) return;
    if (args[0] === "event" && args[1] === "page_view") {
      const params = (args[2] ?? {}) as { page_path?: unknown };
      const url = new URL(
        typeof params.page_path === "string" ? params.page_path : win.location.href,
        win.location.href,
      );
      if (!pageViews.isNew(url.href)) return;
      url.hash = "";
      args[2] = { ...params, page_location: url.href, page_title: win.document.title };
    }
    gtag.apply(this, args);
  };
  return {
    script: { src: gtagScriptUrl(options.measurementId) },
    event: (event) => {
      if (event.name === "search-no-results") host.gtag?.("event", "search_no_results", { search_term: event.query });
      else host.gtag?.("event", event.name === "edit-document" ? "edit_document" : "print_document");
    },
    silence: () => {
      silent = true;
    },
  };
}

/** With Do Not Track or Global Privacy Control: the plugin's gtag (if it defined one) records nothing. */
export function silenceGtag(win: Window): void {
  const host = win as GtagWindow;
  if (typeof host.gtag === "function") host.gtag = () => undefined;
}
