import type { GatsbyBrowser, PluginOptions } from "gatsby";
import type { AnalyticsOptions } from "../../src/site/analytics-options";
import { startReaderAnalytics } from "./runtime";

/**
 * Before the first render, so the first route update (the page the reader opened) is heard. The
 * trackers' scripts themselves load after `load`, when the browser is idle (runtime.ts).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = (_args, options: PluginOptions & AnalyticsOptions) => {
  startReaderAnalytics({ plausible: options.plausible, googleAnalytics: options.googleAnalytics });
};
