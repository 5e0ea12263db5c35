/** One section of the mobile drawer: its index page and its pages in sidebar order. */
export interface NavigationSection {
  section: string;
  title: string;
  url: string;
  pages: Array<{ title: string; url: string }>;
}
