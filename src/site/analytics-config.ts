/**
 * Page-view analytics, configured at build time by environment variables and off without them.
 * Read on the Node side only (gatsby-config, the Content-Security-Policy); the browser gets the
 * result as the options of plugins/gatsby-plugin-reader-analytics, which is in the build only when
 * a provider is configured.
 */
import { GTAG_ORIGIN, PLAUSIBLE_HOSTED_SCRIPT, type AnalyticsOptions } from "./analytics-options";

export type { AnalyticsOptions } from "./analytics-options";

type Env = Record<string, string | undefined>;

/** An absolute http(s) URL, or a path on the site itself ("/…", not "//host/…"). */
function checkUrl(name: string, value: string): string {
  if (/^\/(?!\/)/.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL or a path starting with "/"; got "${value}"`);
  }
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) {
    throw new Error(`${name} must use https (http only for localhost); got "${value}"`);
  }
  return value;
}

/**
 * The analytics configuration in ENV, or null when none is set. Wrong values fail the build with
 * the variable's name rather than shipping a tracker that silently sends nothing.
 */
export function readAnalyticsConfig(env: Env): AnalyticsOptions | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const options: AnalyticsOptions = {};

  const measurementId = value("GATSBY_GA_MEASUREMENT_ID");
  if (measurementId) {
    if (!/^G-[A-Z0-9]+$/.test(measurementId))
      throw new Error(
        `GATSBY_GA_MEASUREMENT_ID must be a Google Analytics 4 measurement id (G-XXXXXXXXXX); got "${measurementId}"`,
      );
    options.googleAnalytics = { measurementId };
  }

  const domain = value("GATSBY_PLAUSIBLE_DOMAIN");
  const scriptUrl = value("GATSBY_PLAUSIBLE_SCRIPT_URL");
  const apiUrl = value("GATSBY_PLAUSIBLE_API_URL");
  if (domain) {
    if (/[/:\s]/.test(domain))
      throw new Error(
        `GATSBY_PLAUSIBLE_DOMAIN is the site's domain as registered with the tracker (webpack.js.org), not a URL; got "${domain}"`,
      );
    options.plausible = {
      domain,
      scriptUrl: checkUrl("GATSBY_PLAUSIBLE_SCRIPT_URL", scriptUrl ?? PLAUSIBLE_HOSTED_SCRIPT),
      ...(apiUrl ? { apiUrl: checkUrl("GATSBY_PLAUSIBLE_API_URL", apiUrl) } : {}),
    };
  } else if (scriptUrl || apiUrl) {
    throw new Error("GATSBY_PLAUSIBLE_SCRIPT_URL and GATSBY_PLAUSIBLE_API_URL need GATSBY_PLAUSIBLE_DOMAIN");
  }

  return options.plausible || options.googleAnalytics ? options : null;
}

/** The origin of URL, or null for a path on the site itself (covered by 'self'). */
const foreignOrigin = (url: string) => (url.startsWith("/") ? null : new URL(url).origin);
const present = (values: Array<string | null>) => [
  ...new Set(values.filter((value): value is string => value !== null)),
];

/**
 * What the Content-Security-Policy must allow for the configured trackers: their scripts and where
 * they send (Google's published list for GA4, which falls back to image requests). Nothing when off.
 */
export function analyticsOrigins(options: AnalyticsOptions | null): {
  scripts: string[];
  connections: string[];
  images: string[];
} {
  const plausible = options?.plausible;
  const google = options?.googleAnalytics;
  return {
    scripts: present([plausible ? foreignOrigin(plausible.scriptUrl) : null, google ? GTAG_ORIGIN : null]),
    connections: present([
      plausible ? foreignOrigin(plausible.apiUrl ?? plausible.scriptUrl) : null,
      ...(google
        ? ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"]
        : []),
    ]),
    images: google ? ["https://*.google-analytics.com", "https://*.googletagmanager.com"] : [],
  };
}

/** This build's configuration. */
export const ANALYTICS = readAnalyticsConfig(process.env);
