import * as React from "react";
import { createRoot } from "react-dom/client";
import { PrerenderedPage, readPrerenderedPage } from "./PrerenderedPage";

/**
 * Renders the site's chrome around the pre-rendered page into ROOT, Gatsby's root element, in
 * place of Gatsby's start, which cannot render without the page's data and template script.
 * plugins/gatsby-plugin-resilient-start calls it, and makes links load their pages in full, since
 * Gatsby's router is not running. Returns false when there is nothing to keep.
 */
export function startPrerenderedPage(
  root: HTMLElement,
  doc: Document = document,
  pathname = window.location.pathname,
): boolean {
  const parts = readPrerenderedPage(doc);
  if (!parts) return false;
  // Rendered, not hydrated: the tree differs from the server's (no router, no page component).
  createRoot(root).render(<PrerenderedPage pathname={pathname} parts={parts} />);
  return true;
}
