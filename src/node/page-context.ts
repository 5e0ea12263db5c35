import type { Anchor, PagerLink } from "../content-model/types";

/** A sidebar entry as templates receive it. */
export interface SidebarEntryContext {
  title: string;
  url: string;
  anchors: Anchor[];
}

/** A sidebar block; group null for ungrouped pages. */
export interface SidebarGroupContext {
  group: string | null;
  pages: SidebarEntryContext[];
}

/** Everything a doc page needs beyond its own query, computed once in createPages. */
export interface DocPageContext {
  id: string;
  section: string;
  sidebar: SidebarGroupContext[];
  previous: PagerLink | null;
  next: PagerLink | null;
  editUrl: string;
  /** "/{section}/printable/" for the printable sections, else null. */
  printableUrl: string | null;
  /** Re-renders the page when the inlined CSS changes (src/node/styles-digest.ts). */
  stylesDigest: string;
}

/** Context of a combined printable page: its pages in sidebar order. */
export interface PrintablePageContext {
  section: string;
  pages: PagerLink[];
  /** See DocPageContext.stylesDigest. */
  stylesDigest: string;
}
