import * as React from "react";
import { createRoot } from "react-dom/client";
import { PrerenderedPage, readPrerenderedPage } from "./PrerenderedPage";

type Navigate = (to: string | number, options?: { replace?: boolean }) => void;

interface PrerenderedWindow {
  location: Pick<Location, "pathname" | "assign" | "replace">;
  history: Pick<History, "go">;
  /** Gatsby's navigation, which links, search results and the drawer call. */
  ___navigate?: Navigate;
}

/** Without Gatsby's router a link loads its page in full, which then starts normally if it can. */
export function navigateByFullLoad(win: PrerenderedWindow): Navigate {
  return (to, options) => {
    if (typeof to === "number") win.history.go(to);
    else if (options?.replace) win.location.replace(to);
    else win.location.assign(to);
  };
}

/**
 * Renders the site's chrome around the pre-rendered page in place of Gatsby's start, which cannot
 * render without the page's data and template script (see
 * plugins/gatsby-plugin-resilient-start). Returns false when there is nothing to keep.
 */
export function startPrerenderedPage(
  doc: Document = document,
  win: PrerenderedWindow & Window = window,
): boolean {
  const parts = readPrerenderedPage(doc);
  const root = doc.getElementById("___gatsby");
  if (!parts || !root) return false;
  win.___navigate = navigateByFullLoad(win);
  // Rendered, not hydrated: the tree differs from the server's (no router, no page component).
  createRoot(root).render(<PrerenderedPage pathname={win.location.pathname} parts={parts} />);
  return true;
}
