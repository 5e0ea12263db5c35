import { NAVIGATION_INDEX_URL } from "../site/routes";
import { findSection, readingRank } from "../site/sections";
import type { NavigationSection } from "../site/navigation-index";
import { writePublicTextFiles } from "./write-public-text";

/**
 * Writes the drawer's list of every section and page as one small JSON file (fetched when the
 * drawer opens), instead of putting all titles into every page, so a title edit re-renders one page.
 * Written only when it changed.
 */
export function writeNavigationIndex(sections: readonly NavigationSection[]): void {
  const ordered = sections
    .filter((entry) => findSection(entry.section)?.inDrawer)
    .sort((a, b) => readingRank(a.section) - readingRank(b.section));
  writePublicTextFiles([{ url: NAVIGATION_INDEX_URL, text: JSON.stringify(ordered) }]);
}
