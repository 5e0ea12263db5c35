/** Outbound links of the page chrome, kept in one place. */
export const EXTERNAL_LINKS = {
  blog: "https://medium.com/webpack",
  github: "https://github.com/webpack/webpack",
  twitter: "https://twitter.com/webpack",
  stackOverflow: "https://stackoverflow.com/questions/tagged/webpack",
  swagStore: "https://webpack.threadless.com",
  gitter: "https://gitter.im/webpack/webpack",
  changelog: "https://github.com/webpack/webpack/releases",
  webpack4Docs: "https://v4.webpack.js.org/",
  chinese: "https://webpack.docschina.org/",
} as const;

/** Sections in the "Documentation" dropdown: every documentation section except contribute. */
export const DOCUMENTATION_MENU = [
  { title: "Concepts", url: "/concepts/" },
  { title: "Configuration", url: "/configuration/" },
  { title: "Guides", url: "/guides/" },
  { title: "Loaders", url: "/loaders/" },
  { title: "Migrate", url: "/migrate/" },
  { title: "Plugins", url: "/plugins/" },
  { title: "API", url: "/api/" },
] as const;
