import { SITE_DATA_PATH } from "./precache-list";

/**
 * gatsby-plugin-offline's `workboxConfig.runtimeCaching`, replacing its default list entry by entry
 * (the plugin merges the two lists index by index, so this list has as many entries as the
 * default). Only the second and third entries differ from the default: the site's data (page
 * data, slice data, the search index and navigation index) is fetched network-first, so a reader
 * online always gets the deployed version, and falls back after a few seconds to the copy the
 * worker keeps (sw-site.js fills that copy for every page when the worker installs).
 */
export const SITE_DATA_URL = new RegExp(`^https?://[^/]+/${SITE_DATA_PATH.source}`);
/** Pages' Markdown twins: network-first too, and kept once fetched ("Copy page" then works offline). */
export const MARKDOWN_TWIN_URL = /^https?:\/\/[^/]+\/.+\.md$/;
const NETWORK_FIRST_URL = new RegExp(`${SITE_DATA_URL.source}|${MARKDOWN_TWIN_URL.source}`);

export const RUNTIME_CACHING = [
  { urlPattern: /(\.js$|\.css$|static\/)/, handler: "CacheFirst" },
  { urlPattern: NETWORK_FIRST_URL, handler: "NetworkFirst", options: { networkTimeoutSeconds: 4 } },
  {
    urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|tiff|js|woff|woff2|css)$/,
    handler: "StaleWhileRevalidate",
  },
  { urlPattern: /^https?:\/\/fonts\.googleapis\.com\/css/, handler: "StaleWhileRevalidate" },
];
