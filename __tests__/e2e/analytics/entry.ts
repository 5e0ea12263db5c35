/**
 * The analytics runtime as the Chromium test injects it into a build made without analytics: the
 * same code gatsby-plugin-reader-analytics's onClientEntry starts, with the options the test set.
 */
import { startReaderAnalytics } from "../../../plugins/gatsby-plugin-reader-analytics/runtime";
import type { AnalyticsOptions } from "../../../src/site/analytics-options";

startReaderAnalytics(
  (window as Window & { __READER_ANALYTICS_OPTIONS__?: AnalyticsOptions }).__READER_ANALYTICS_OPTIONS__ ?? {},
);
