import * as React from "react";
import type { GatsbySSR, PluginOptions } from "gatsby";
import type { AnalyticsOptions } from "../../src/site/analytics-options";
import { GTAG_CONSENT_SCRIPT } from "./gtag-consent";

const CONSENT_KEY = "reader-analytics-gtag-consent";
/** The keys gatsby-plugin-google-gtag gives its head elements (its gatsby-ssr.js). */
const GTAG_CONFIG_KEY = "gatsby-plugin-google-gtag-config";
/** Its gtag.js tag and connection hints: the runtime loads gtag.js after the page is idle instead. */
const GTAG_EAGER_KEYS = new Set(["gatsby-plugin-google-gtag", "preconnect-google-gtag", "dns-prefetch-google-gtag"]);

type Options = PluginOptions & AnalyticsOptions;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }, options: Options) => {
  if (!options.googleAnalytics) return;
  setHeadComponents([<script key={CONSENT_KEY} dangerouslySetInnerHTML={{ __html: GTAG_CONSENT_SCRIPT }} />]);
};

const keyOf = (component: React.ReactNode) => (React.isValidElement(component) ? String(component.key) : "");

/**
 * gatsby-plugin-google-gtag puts gtag.js in every page as an async script, with a preconnect to
 * Google: both start during page load, and the connection is made even for readers who asked not
 * to be tracked. Those elements are removed here; the plugin's inline config (it defines `gtag` and
 * queues into dataLayer) stays, after the consent default. Fails the build if the plugin's
 * elements change, rather than loading gtag.js twice or configuring it before consent.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (
  { getHeadComponents, replaceHeadComponents, pathname },
  options: Options,
) => {
  if (!options.googleAnalytics) return;
  const components = (getHeadComponents() as React.ReactNode[]).flat();
  const consent = components.findIndex((component) => keyOf(component) === CONSENT_KEY);
  const config = components.findIndex((component) => keyOf(component) === GTAG_CONFIG_KEY);
  if (
    consent === -1 ||
    config === -1 ||
    consent > config ||
    !components.some((component) => keyOf(component) === "gatsby-plugin-google-gtag")
  ) {
    throw new Error(
      `gatsby-plugin-reader-analytics: on ${pathname}, gatsby-plugin-google-gtag's head elements are not as expected (consent default, then #${GTAG_CONFIG_KEY} and its gtag.js tag; pluginConfig.head must be true and this plugin listed before it); see plugins/gatsby-plugin-reader-analytics/README.md`,
    );
  }
  replaceHeadComponents(components.filter((component) => !GTAG_EAGER_KEYS.has(keyOf(component))));
};
