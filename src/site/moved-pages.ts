/**
 * Pages webpack.js.org had that this site covers as sections of another page: the old address
 * leads to the new place, keeping a #fragment (the old headings' ids are on the new page too).
 * Without a fragment it lands on the section named here.
 */
export const MOVED_PAGES: Readonly<Record<string, string>> = {
  "/configuration/cache/": "/configuration/other-options/#cache",
  "/configuration/dotenv/": "/configuration/other-options/#dotenv",
  "/configuration/extending-configurations/": "/configuration/other-options/#extends",
  "/configuration/infrastructureLogging/": "/configuration/other-options/#infrastructurelogging",
};

/** The same script on every moved page (one Content-Security-Policy hash): go on, keeping the fragment. */
export const MOVED_PAGE_SCRIPT =
  "var t=document.currentScript.dataset.to;location.replace(location.hash?t.split('#')[0]+location.hash:t);";
