import type { GatsbyConfig } from "gatsby";
import { MDX_PLUGIN_OPTIONS } from "./src/content-model/mdx-options";
import { CONTENT_FOLDER } from "./src/content-model/paths";
import { SITE_METADATA } from "./src/site/metadata";
import { APPEND_SCRIPT } from "./plugins/gatsby-plugin-offline-whole-site/paths";
import { RUNTIME_CACHING } from "./plugins/gatsby-plugin-offline-whole-site/runtime-caching";
import { MOVED_PAGES } from "./src/site/moved-pages";
import { THIRD_PARTIES } from "./src/site/third-parties";
import { ANALYTICS } from "./src/site/analytics-config";

const config: GatsbyConfig = {
  siteMetadata: SITE_METADATA,
  trailingSlash: "always",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/${CONTENT_FOLDER}`, ignore: ["**/data/**"] },
    },
    // Mdx nodes (and GraphiQL's Mdx fields); each page's HTML is compiled with the same options
    // by src/node/on-create-node.ts, so no article is a webpack module.
    { resolve: "gatsby-plugin-mdx", options: MDX_PLUGIN_OPTIONS },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: "webpack documentation",
        short_name: "webpack",
        description: "Documentation for the webpack module bundler, readable offline.",
        start_url: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: "#2b3a42",
        icon: "src/images/icon.svg",
        // One drawing (a full-bleed square with the mark in its safe zone) serves as both kinds.
        icons: [
          { src: "/icons/icon-192x192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512x512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512x512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
        // Plain icon URLs, so the offline worker's precache answers them; hosting revalidates them.
        cache_busting_mode: "none",
      },
    },
    // sitemap-index.xml and sitemap-0.xml from siteMetadata.siteUrl; robots.txt names them.
    { resolve: "gatsby-plugin-sitemap", options: { excludes: ["/app-shell/", ...Object.keys(MOVED_PAGES)] } },
    // Local: the whole site offline (plugins/gatsby-plugin-offline-whole-site/README.md); listed
    // before gatsby-plugin-offline, whose onPostBuild appends the worker code this one writes.
    "gatsby-plugin-offline-whole-site",
    {
      resolve: "gatsby-plugin-offline",
      options: { appendScript: APPEND_SCRIPT, workboxConfig: { runtimeCaching: RUNTIME_CACHING } },
    },
    // Local: a page whose data or template script is missing still gets its chrome, and session
    // storage that throws a stand-in, where Gatsby's start would give up (plugins/…/README.md).
    "gatsby-plugin-resilient-start",
    // Local: no ESLint run inside `gatsby develop`; `npm run lint` checks the code (plugins/…/README.md).
    "gatsby-plugin-no-eslint-in-develop",
    // Local: in `gatsby develop`, a page-data flush asked for while another runs is not dropped,
    // so no page's data request waits for ever (plugins/…/README.md).
    "gatsby-plugin-settled-page-data",
    // Analytics, only when configured at build time (src/site/analytics-config.ts; docs/DEPLOY.md):
    // the local plugin counts page views and a few events and loads trackers once the page is idle;
    // gatsby-plugin-google-gtag (after it: the consent default precedes its config) sends GA4's
    // page views. Without the variables neither is in the build.
    ...(ANALYTICS ? [{ resolve: "gatsby-plugin-reader-analytics", options: { ...ANALYTICS } }] : []),
    ...(ANALYTICS?.googleAnalytics
      ? [
          {
            resolve: "gatsby-plugin-google-gtag",
            options: {
              trackingIds: [ANALYTICS.googleAnalytics.measurementId],
              // GA4 never stores IP addresses (anonymize_ip is what Universal Analytics needed);
              // said here anyway. No Google signals, no ad personalisation.
              gtagConfig: { anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false },
              // head: its config runs before the app, so the first route update finds gtag defined.
              pluginConfig: { head: true, respectDNT: true },
            },
          },
        ]
      : []),
    // Local: parts of Gatsby's browser runtime this site never runs (the Head API's handler,
    // Partytown's and the manifest's hooks) left out of the production bundle (plugins/…/README.md).
    "gatsby-plugin-trim-browser-runtime",
    // Local: webpack's cache keyed by the files that shape its configuration, not by walking the
    // require graph of the whole Gatsby process on every build (plugins/…/README.md).
    {
      resolve: "gatsby-plugin-lean-webpack-cache",
      options: {
        files: [
          "package-lock.json",
          "gatsby-config.ts",
          "gatsby-node.ts",
          "src/node/webpack-config.ts",
          "src/node/develop-bundle.ts",
          "plugins",
        ],
      },
    },
    // Local: Parcel, which compiles the gatsby-* files on every start, no longer walks node_modules
    // and public to find what changed (patched after every install; plugins/…/README.md).
    "gatsby-plugin-parcel-watch-scope",
    // Local: `gatsby develop`'s HTML shell (no page in it) built without the page templates and
    // the page chrome (plugins/…/README.md).
    {
      resolve: "gatsby-plugin-lean-develop-shell",
      options: { pageModules: ["src/components/Layout/wrap-page-element", "src/components/Layout/AppShellFallback"] },
    },
    // Local: the search dialog's stylesheets (the ones src/components/Search/SearchModal.tsx
    // imports) load with the dialog instead of being inlined into every page (plugins/…/README.md).
    {
      resolve: "gatsby-plugin-lazy-stylesheets",
      options: { stylesheets: ["/@docsearch/css/dist/", "/src/components/Search/search-modal.css"] },
    },
    // Local, last: public/_headers for any CDN (plugins/gatsby-plugin-hosting-headers/README.md),
    // with the third parties pages really use.
    { resolve: "gatsby-plugin-hosting-headers", options: { thirdParties: THIRD_PARTIES } },
    // Local: CSS modules built with webpack's importModule (plugins/…/README.md).
    "gatsby-plugin-css-modules-import-module",
  ],
};

export default config;
