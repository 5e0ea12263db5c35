/** A documentation section: a folder of content/ whose index.mdx is the section's first page. */
export interface Section {
  /** The folder's name, which is also the first segment of its routes: "concepts" → /concepts/. */
  id: string;
  /** Its name in the header's documentation menu and in the drawer: its index page's title. */
  title: string;
  /** Listed in the header's "Documentation" menu; the "Documentation" link is active on its pages. */
  inDocumentationMenu: boolean;
  /** Listed in the mobile drawer. */
  inDrawer: boolean;
  /** Its sidebar links to its combined printable page, /{id}/printable/. */
  printable: boolean;
}

/**
 * Every documentation section, in the order readers meet them: the order of the documentation
 * menu, the drawer and llms.txt. A content folder missing here fails the build (createPages) and
 * the unit tests. The search index covers every page of every section in one file, so a section
 * needs nothing for search.
 */
export const SECTIONS: readonly Section[] = [
  { id: "concepts", title: "Concepts", inDocumentationMenu: true, inDrawer: true, printable: true },
  { id: "configuration", title: "Configuration", inDocumentationMenu: true, inDrawer: true, printable: true },
  { id: "guides", title: "Guides", inDocumentationMenu: true, inDrawer: true, printable: true },
  { id: "loaders", title: "Loaders", inDocumentationMenu: true, inDrawer: true, printable: true },
  { id: "plugins", title: "Plugins", inDocumentationMenu: true, inDrawer: true, printable: true },
  { id: "api", title: "API", inDocumentationMenu: true, inDrawer: true, printable: true },
  { id: "migrate", title: "Migrate", inDocumentationMenu: true, inDrawer: true, printable: true },
  { id: "contribute", title: "Contribute", inDocumentationMenu: false, inDrawer: true, printable: true },
];

/** The name of the pages at the top of content/ (glossary, comparison …), which have no folder. */
export const TOP_LEVEL_SECTION_TITLE = "Other pages";

/** The section with this id, if the table lists it. */
export function findSection(id: string): Section | undefined {
  return SECTIONS.find((section) => section.id === id);
}

/** The folders among IDS that the table does not list ("" is the top-level pages, which need no entry). */
export function unlistedSections(ids: Iterable<string>): string[] {
  return [...new Set(ids)].filter((id) => id !== "" && !findSection(id)).sort();
}

/** A section's index route: "concepts" → "/concepts/". */
export function sectionUrl(id: string): string {
  return `/${id}/`;
}

/** Position in reading order: listed sections in table order, then any other, top-level pages ("") last. */
export function readingRank(id: string): number {
  if (id === "") return SECTIONS.length + 1;
  const index = SECTIONS.findIndex((section) => section.id === id);
  return index === -1 ? SECTIONS.length : index;
}

/** The sections of the header's "Documentation" menu, as its links. */
export const DOCUMENTATION_MENU = SECTIONS.filter((section) => section.inDocumentationMenu).map((section) => ({
  title: section.title,
  url: sectionUrl(section.id),
}));

/** The sections the mobile drawer lists. */
export const DRAWER_SECTIONS = SECTIONS.filter((section) => section.inDrawer);

/** First path segment: "/concepts/output/" → "concepts", "/" → "". */
export function sectionOf(pathname: string): string {
  return pathname.split("/").filter(Boolean)[0] ?? "";
}

/** Whether the "Documentation" link is active on this path in the navigation bar. */
export function isDocumentationPath(pathname: string): boolean {
  return findSection(sectionOf(pathname))?.inDocumentationMenu ?? false;
}
