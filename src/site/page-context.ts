// What pages and components render, built on the Node side (src/node/, src/content-model/): the
// types both sides share live here, at the bottom of the layers, so the UI imports them from here.

/** One in-page heading, as the page renders it (id by github-slugger). */
export interface Anchor {
  title: string;
  id: string;
  level: number;
}

/** A "Further Reading" entry from front matter. */
export interface RelatedLink {
  title: string;
  url: string;
}

/** The neighbour link shown by the pager. */
export interface PagerLink {
  title: string;
  url: string;
}

/** A sidebar block: ungrouped pages have group null. Built from PageSummary, rendered from SidebarEntry. */
export interface SidebarGroup<Page> {
  group: string | null;
  pages: Page[];
}

/** A sidebar entry as the sidebar renders it. */
export interface SidebarEntry {
  title: string;
  url: string;
  anchors: Anchor[];
}

/**
 * What a section's sidebar slice is given once for the whole section: every page with its anchors
 * (fetched by the browser once per section, not carried by each page's data).
 */
export interface SidebarSliceContext {
  groups: Array<SidebarGroup<SidebarEntry>>;
  /** "/{section}/printable/" for the printable sections, else null. */
  printableUrl: string | null;
}

/** Which chrome the shared layout draws around a page. */
export type PageLayout = "doc" | "plain" | "bare";

/** What every page's context may say about its chrome; absent means "plain". */
export interface LayoutContext {
  layout?: PageLayout;
  /** Re-renders the page when the inlined CSS changes (src/node/styles-digest.ts). */
  stylesDigest?: string;
}

/** Everything a doc page needs beyond its own query, computed once in createPages. */
export interface DocPageContext extends LayoutContext {
  layout: "doc";
  id: string;
  section: string;
  previous: PagerLink | null;
  next: PagerLink | null;
  editUrl: string;
}

/** Context of a combined printable page: its section's name and the ids of its pages in sidebar order. */
export interface PrintablePageContext extends LayoutContext {
  section: string;
  /** The section's title (its index page's), the combined page's h1. */
  title: string;
  ids: string[];
}

/** Page context of "/": the code blocks of "Write Your Code" and "Bundle It", as build-time HTML. */
export interface HomePageContext extends LayoutContext {
  writeYourCode: string;
  bundleIt: string;
}

/** The id of a section's sidebar slice ("" is the top-level pages). */
export function sidebarSliceId(section: string): string {
  return `sidebar-${section || "top-level"}`;
}
