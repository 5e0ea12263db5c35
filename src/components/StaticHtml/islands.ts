import { CODE_BLOCK_CLASSES } from "../../site/code-block-classes";
import { copyableText } from "./copyable-text";
import { writeClipboard } from "./clipboard";
import { isPlainLeftClick } from "../../site/plain-click";
import { tabStopsWhereScrollable } from "./scroll-regions";

/** How long "Copied" (or "Copy failed") shows before the button reads "Copy" again. */
export const COPY_FEEDBACK_MS = 2000;

/** How the article's links reach the router; Gatsby's navigate and prefetch in the site. */
export interface Router {
  navigate(path: string): void;
  prefetch(path: string): void;
}

/** A site route the router can open (not a file, another origin, a new tab or a download). */
function routeOf(anchor: HTMLAnchorElement, event?: MouseEvent): string | null {
  if (event && !isPlainLeftClick(event)) return null;
  if (anchor.target || anchor.hasAttribute("download") || anchor.origin !== window.location.origin) return null;
  if (!anchor.pathname.endsWith("/")) return null;
  // A link into the page the reader is on only moves to its heading: the browser does that itself.
  if (anchor.pathname === window.location.pathname && anchor.hash) return null;
  return anchor.pathname + anchor.search + anchor.hash;
}

function copy(button: HTMLButtonElement): void {
  const pre = button.closest(`.${CODE_BLOCK_CLASSES.block}`)?.querySelector("pre");
  const label = button.querySelector("span");
  const show = (text: string) => {
    if (label) label.textContent = text;
    window.setTimeout(() => label && (label.textContent = "Copy"), COPY_FEEDBACK_MS);
  };
  const text = copyableText(pre?.textContent ?? "", pre?.dataset.language);
  writeClipboard(text).then(
    () => show("Copied"),
    () => show("Copy failed"),
  );
}

/**
 * Brings an article's build-time HTML to life without re-rendering it: enables its copy buttons,
 * opens site links through the client router (prefetching on hover) instead of a full page load,
 * and leaves only the code blocks and tables that scroll in the tab order. One listener per
 * container, whatever the article's size. Returns the cleanup.
 */
export function enhanceStaticHtml(container: HTMLElement, router: Router): () => void {
  container.querySelectorAll<HTMLButtonElement>(`button.${CODE_BLOCK_CLASSES.copy}`).forEach((button) => {
    button.disabled = false;
  });
  const onClick = (event: MouseEvent): void => {
    const target = event.target as Element | null;
    const button = target?.closest<HTMLButtonElement>(`button.${CODE_BLOCK_CLASSES.copy}`);
    if (button && container.contains(button)) {
      copy(button);
      return;
    }
    const anchor = target?.closest<HTMLAnchorElement>("a[href]");
    const route = anchor && !event.defaultPrevented ? routeOf(anchor, event) : null;
    if (!route) return;
    event.preventDefault();
    router.navigate(route);
  };
  const onHover = (event: MouseEvent): void => {
    const anchor = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[href]");
    const route = anchor ? routeOf(anchor) : null;
    if (route) router.prefetch(route.split("#")[0]);
  };
  container.addEventListener("click", onClick);
  container.addEventListener("mouseover", onHover);
  const stopTrackingScrollRegions = tabStopsWhereScrollable(container);
  return () => {
    container.removeEventListener("click", onClick);
    container.removeEventListener("mouseover", onHover);
    stopTrackingScrollRegions();
  };
}
