const repository = "https://github.com/webpack/webpack.js.org";

/**
 * The site's metadata: gatsby-config's siteMetadata, and what the content compiler resolves links
 * against (a page's Markdown twin links to https://webpack.js.org/…, not to site paths). Part of
 * the compiler's fingerprint, so a change of `siteUrl` recompiles every page.
 */
export const SITE_METADATA = {
  title: "webpack",
  description:
    "Documentation for webpack 5: learn how the bundler turns modules, styles and assets into files browsers can load, and how to configure and extend it.",
  siteUrl: "https://webpack.js.org",
  repository,
  // "Edit Document" links: this prefix plus the file's path in the repository.
  editBaseUrl: `${repository}/edit/main/`,
};
