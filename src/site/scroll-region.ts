/**
 * Class of article content that may scroll sideways (code blocks, wide tables). The build makes
 * each one a named figure in the tab order, so keyboard users can scroll it; the page's script
 * keeps it there only while it overflows; the stylesheet draws its focus ring.
 */
export const SCROLL_REGION_CLASS = "scroll-region";
