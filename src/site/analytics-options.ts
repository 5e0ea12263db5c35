/** The analytics plugin's options: what the browser gets of the build's configuration (src/site/analytics-config.ts). */

/** A Plausible-compatible tracker: the script's URL, the site's domain there, and where events go. */
export interface PlausibleOptions {
  domain: string;
  /** Absolute https URL, or a path on the site's own origin (a proxy). Must be a manual-pageview script. */
  scriptUrl: string;
  /** Where the script posts events; by default `/api/event` on the script's origin. */
  apiUrl?: string;
}

export interface GoogleAnalyticsOptions {
  measurementId: string;
}

/** Which providers receive page views and events; the plugin's options in the browser. */
export interface AnalyticsOptions {
  plausible?: PlausibleOptions;
  googleAnalytics?: GoogleAnalyticsOptions;
}

/** Plausible's hosted script that leaves page views to the page (the site sends one per route). */
export const PLAUSIBLE_HOSTED_SCRIPT = "https://plausible.io/js/script.manual.js";

/** gtag.js, the script gatsby-plugin-google-gtag names; the site loads it late itself. */
export const GTAG_ORIGIN = "https://www.googletagmanager.com";
export const gtagScriptUrl = (measurementId: string) =>
  `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
