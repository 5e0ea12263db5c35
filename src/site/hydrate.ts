import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { Container } from "react-dom";
import { GATSBY_PAGE_WRAPPER_ID } from "../../plugins/gatsby-plugin-resilient-start/gatsby-runtime";
import { APP_SHELL_ATTRIBUTE } from "./app-shell";

/**
 * How the browser takes over the pre-rendered page. Hydration runs as a transition, so React
 * yields to the browser every few milliseconds instead of holding the main thread for the whole
 * page at once (a plain hydrateRoot renders the chrome, the sidebar and the page in one long task).
 * An app shell (the offline worker's fallback, pre-rendered as chrome only, or empty) is rendered,
 * not hydrated: the page the browser asked for replaces it. So is anything else Gatsby mounts
 * with this function into an element of its own (`gatsby develop`'s loading indicator): only a
 * container holding the pre-rendered page is hydrated.
 */
export function hydrateInTransition(element: ReactElement, container: Container | null): void {
  if (!(container instanceof Element)) throw new Error("hydrateInTransition: Gatsby gave no root element");
  const page = document.getElementById(GATSBY_PAGE_WRAPPER_ID);
  const prerendered = page !== null && container.contains(page) && page.children.length > 0;
  if (!prerendered || document.querySelector(`[${APP_SHELL_ATTRIBUTE}]`)) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
