import { SCROLL_REGION_CLASS } from "../../site/scroll-region";

function updateTabStop(region: HTMLElement): void {
  if (region.scrollWidth > region.clientWidth) region.tabIndex = 0;
  else region.removeAttribute("tabindex");
}

/**
 * Keeps each code block and table of the container in the tab order only while it is wider than
 * its box: keyboard users reach what they must scroll and skip what they can read whole. The
 * build's HTML has them all in the tab order, which holds where this never runs. Rechecked when a
 * box changes size (a rotated phone, a resized window). Returns the cleanup.
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
