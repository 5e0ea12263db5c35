import { SCROLL_REGION_CLASS } from "../../site/scroll-region";

/**
 * False while the browser skips laying out the region's content (far down a long article, see
 * src/styles/global.css): its width then says nothing about the content's.
 */
function contentLaidOut(region: HTMLElement): boolean {
  const content = region.firstElementChild;
  if (content && typeof content.checkVisibility === "function") {
    return content.checkVisibility({ contentVisibilityAuto: true });
  }
  return region.clientWidth > 0;
}

function updateTabStop(region: HTMLElement): void {
  if (!contentLaidOut(region)) return;
  if (region.scrollWidth > region.clientWidth) region.tabIndex = 0;
  else region.removeAttribute("tabindex");
}

/**
 * Keeps each code block and table of the container in the tab order only while it is wider than
 * its box: keyboard users reach what they must scroll and skip what they can read whole. The
 * build's HTML has them all in the tab order, which holds where this never runs, and for a block
 * the browser has not laid out yet (far down a long article): it is measured once it is.
 * Rechecked when a box changes size (a rotated phone, a resized window). Returns the cleanup.
 */
export function tabStopsWhereScrollable(container: HTMLElement): () => void {
  const regions = container.querySelectorAll<HTMLElement>(`.${SCROLL_REGION_CLASS}`);
  if (regions.length === 0 || typeof ResizeObserver !== "function") return () => undefined;
  const observer = new ResizeObserver((entries) => {
    entries.forEach((entry) => updateTabStop(entry.target as HTMLElement));
  });
  regions.forEach((region) => observer.observe(region));
  return () => observer.disconnect();
}
