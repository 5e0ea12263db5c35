/** The id Gatsby gives the inline script that tells its runtime which page the HTML is. */
export const SCRIPT_LOADER_ID = "gatsby-script-loader";

/** What Gatsby writes into that script for PAGE_PATH (without inlined page data or slices off). */
export function gatsbyPagePathScript(pagePath: string): string {
  return `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`;
}

/**
 * The same information as one script text for every page, the path in a data attribute: a
 * Content-Security-Policy then allows one hash instead of one per page.
 */
export const SHARED_PAGE_PATH_SCRIPT = "window.pagePath=document.currentScript.dataset.pagePath;";
