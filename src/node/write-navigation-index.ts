import { DRAWER_SECTIONS, NAVIGATION_INDEX_URL } from "../site/routes";
import type { NavigationSection } from "../site/navigation-index";
import { writePublicTextFiles } from "./write-public-text";

/**
 * Writes the drawer's list of every section and page as one small JSON file (fetched when the
 * drawer opens), instead of putting all titles into every page, so a title edit re-renders one page.
 * Written only when it changed.
 */
export function writeNavigationIndex(sections: readonly NavigationSection[]): void {
  const order = DRAWER_SECTIONS as readonly string[];
  const ordered = sections
    .filter((entry) => order.includes(entry.section))
    .sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
  writePublicTextFiles([{ url: NAVIGATION_INDEX_URL, text: JSON.stringify(ordered) }]);
}
