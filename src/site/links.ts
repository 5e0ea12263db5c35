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
  webpackLicense: "https://github.com/webpack/webpack/blob/main/LICENSE",
  ccBy: "https://creativecommons.org/licenses/by/4.0/",
  openCollective: "https://opencollective.com/webpack",
  chatWidget: "https://sidecar.gitter.im/dist/sidecar.v1.js",
} as const;

/** Badge images come from the badge service as `{metric}.svg`. */
export const BADGE_SERVICE = "https://img.shields.io";

/** The language menu: each language is its own site. */
export const LANGUAGES = [
  { title: "English", url: "/", lang: "en" },
  { title: "中文", url: "https://webpack.docschina.org/", lang: "zh" },
] as const;
