/** One section of the mobile drawer: its index page and its pages in sidebar order. */
export interface DrawerSection {
  section: string;
  title: string;
  url: string;
  pages: Array<{ title: string; url: string }>;
}

/** Built by createPages: every section's pages in sidebar order, fetched when the drawer first opens. */
export const DRAWER_INDEX_URL = "/navigation/sections.json";
