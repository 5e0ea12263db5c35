import type { AnalyticsOptions } from "../../src/site/analytics-options";
import { READER_EVENT, type ReaderEvent } from "../../src/site/reader-events";
import { NoResultSearches, PageViews } from "./counting";
import { googleAnalyticsTracker, plausibleTracker, silenceGtag, type SiteEvent, type Tracker } from "./trackers";

/** Longest wait for an idle moment after `load` before the trackers' scripts are requested anyway. */
export const IDLE_TIMEOUT_MS = 5000;

type PrivacyWindow = Window & { doNotTrack?: string; navigator: Navigator & { globalPrivacyControl?: boolean } };

/** Whether the browser asks not to be tracked: Do Not Track, or Global Privacy Control. */
export function readerOptsOut(win: Window): boolean {
  const { navigator } = win as PrivacyWindow;
  return (
    navigator.doNotTrack === "1" || (win as PrivacyWindow).doNotTrack === "1" || navigator.globalPrivacyControl === true
  );
}

/**
 * Runs RUN after the page's `load` event, in an idle moment: trackers never compete with the page's
 * own scripts, styles and first render.
 */
export function afterLoadAndIdle(win: Window, run: () => void): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === "function")
      win.requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(run, 1);
  };
  if (win.document.readyState === "complete") idle();
  else win.addEventListener("load", idle, { once: true });
}

/**
 * Adds the tracker's script, asynchronous. A script that cannot load (an ad blocker, offline) only
 * calls ONERROR: no error is thrown or logged by the site, and the page does not depend on it.
 */
function loadScript(win: Window, script: Tracker["script"], onerror: () => void): void {
  const element = win.document.createElement("script");
  element.async = true;
  element.src = script.src;
  for (const [name, value] of Object.entries(script.attributes ?? {})) element.setAttribute(name, value);
  element.addEventListener("error", onerror, { once: true });
  win.document.head.appendChild(element);
}

/**
 * Starts counting for the configured providers: a page view per page (src/site/reader-events.ts
 * "route"), searches that settle on no result, and clicks on Edit Document and Print Document.
 * Under Do Not Track or Global Privacy Control nothing is loaded, queued or sent. While the
 * browser is offline nothing is sent or loaded either: the requests could only fail. Returns a
 * function that stops listening.
 */
export function startReaderAnalytics(options: AnalyticsOptions, win: Window = window): () => void {
  if (readerOptsOut(win)) {
    silenceGtag(win);
    return () => undefined;
  }
  const trackers = [
    options.plausible && plausibleTracker(win, options.plausible),
    options.googleAnalytics && googleAnalyticsTracker(win, options.googleAnalytics),
  ].filter((tracker): tracker is Tracker => Boolean(tracker));
  if (trackers.length === 0) return () => undefined;

  const live = new Set(trackers);
  const online = () => win.navigator.onLine !== false;
  const send = (event: SiteEvent) => {
    if (online()) for (const tracker of live) tracker.event(event, win.location.href);
  };
  const pageViews = new PageViews();
  const searches = new NoResultSearches((query) => send({ name: "search-no-results", query }), win);

  const listener = (event: Event) => {
    const detail = (event as CustomEvent<ReaderEvent>).detail;
    switch (detail.type) {
      case "route":
        if (!pageViews.isNew(detail.url) || !online()) return;
        for (const tracker of live) tracker.pageView?.(detail.url);
        return;
      case "search":
        searches.answered(detail.query, detail.results);
        return;
      case "edit-document":
      case "print-document":
        send({ name: detail.type });
        return;
    }
  };
  win.addEventListener(READER_EVENT, listener);

  // Offline the scripts could only fail (and the browser would log the failed requests): they
  // wait for the connection to come back.
  const loadScripts = () => {
    if (!online()) {
      win.addEventListener("online", loadScripts, { once: true });
      return;
    }
    for (const tracker of trackers) {
      loadScript(win, tracker.script, () => {
        live.delete(tracker);
        tracker.silence();
      });
    }
  };
  afterLoadAndIdle(win, loadScripts);

  return () => {
    win.removeEventListener(READER_EVENT, listener);
    searches.dispose();
  };
}
