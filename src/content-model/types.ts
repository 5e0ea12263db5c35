import type { Anchor, RelatedLink } from "../site/page-context";

// The types pages render are defined with them, in src/site/page-context.ts.
export type { Anchor, PagerLink, RelatedLink, SidebarGroup } from "../site/page-context";

/** A heading of a page: its anchor, where it is written, and whether it is all code (an option path). */
export interface Heading extends Anchor {
  /** 1-based line in the content file. */
  line: number;
  /** The whole heading is one inline code span, e.g. `` ## `output.publicPath` ``. */
  code: boolean;
  /** Extra ids written in the heading as `<a id="old-id"></a>` (kept for links from elsewhere); absent when none. */
  aliases?: string[];
}

/** A link written in a content file, with its 1-based line. */
export interface WrittenLink {
  url: string;
  line: number;
}

/** A fenced code block of a content file. */
export interface CodeBlock {
  language: string;
  /** Words after the language, e.g. `title="webpack.config.js" validate`. */
  meta: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

/** The text of a page between two headings, with the headings above it: one search result. */
export interface PageSection {
  /** Id of the nearest h2/h3 above, or null for the text before the first heading. */
  anchor: string | null;
  lvl2: string | null;
  lvl3: string | null;
  text: string;
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
  /** `name@version` of the npm package whose options the page documents. */
  package?: string;
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
