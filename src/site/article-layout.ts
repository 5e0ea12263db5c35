/**
 * A long article lays out its first screen at once and the rest as it comes near the viewport
 * (src/styles/global.css); until then a block below stands in at an estimated height. That is
 * fine for a reader who starts at the top or at a heading, but a scroll position saved from an
 * earlier visit (a reload, Back) points into the article as it was laid out then: before such a
 * position is restored, the whole article is laid out.
 */

/** On `<html>`: every article on the page is laid out in full. */
export const ARTICLE_LAID_OUT_ATTRIBUTE = "data-article-laid-out";

/** The kinds of full page load after which the browser restores a saved scroll position. */
export const RESTORING_NAVIGATION_TYPES: readonly string[] = ["reload", "back_forward"];

/** Lifts the stand-in heights: from now on the browser lays out every block of the article. */
function layOutWholeArticles(): void {
  document.documentElement.setAttribute(ARTICLE_LAID_OUT_ATTRIBUTE, "");
}

/**
 * Called as Gatsby is about to scroll a page into place, with the position it saved for that page
 * (Gatsby's `[x, y]`, or nothing for a page not seen before in this tab): when there is one to
 * restore (Back, or a reload after hydration), lays out the whole article first, so that the
 * position means what it meant.
 */
export function layOutBeforeRestoringScroll(savedPosition: unknown): void {
  if (Array.isArray(savedPosition) && typeof savedPosition[1] === "number" && savedPosition[1] > 0) {
    layOutWholeArticles();
  }
}
