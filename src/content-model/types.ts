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

/** Front matter after validation: the only fields a content file may set. */
export interface FrontMatter {
  title: string;
  description?: string;
  sort?: number;
  group?: string;
  contributors: string[];
  related: RelatedLink[];
  source?: string;
  edit?: string;
  repo?: string;
}

/** Where a content file lives and the route it gets. */
export interface ContentLocation {
  /** Path relative to content/, e.g. "concepts/output.mdx". */
  path: string;
  /** File name without extension, e.g. "output" or "_babel-loader". */
  name: string;
  extension: ".md" | ".mdx";
  /** First folder, or "" for top-level pages. */
  section: string;
  url: string;
  external: boolean;
}

/** A problem in a content file, reported as `file:line: message`. */
export interface ContentProblem {
  file: string;
  line?: number;
  message: string;
}

/** The data the sidebar, pager and printable pages need about one page. */
export interface PageSummary {
  id: string;
  url: string;
  name: string;
  title: string;
  section: string;
  sort?: number | null;
  group?: string | null;
  anchors: Anchor[];
}

/** A sidebar block: ungrouped pages have group null. */
export interface SidebarGroup {
  group: string | null;
  pages: PageSummary[];
}

/** The neighbour link shown by the pager. */
export interface PagerLink {
  title: string;
  url: string;
}
