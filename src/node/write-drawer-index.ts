import { findSection, readingRank } from "../site/sections";
import { DRAWER_INDEX_URL, type DrawerSection } from "../site/drawer-index";
import { writePublicTextFiles } from "./write-public-text";

/**
 * Writes the drawer's list of every section and page as one small JSON file (fetched when the
 * drawer opens), instead of putting all titles into every page, so a title edit re-renders one page.
 * Written only when it changed.
 */
export function writeDrawerIndex(sections: readonly DrawerSection[]): void {
  const ordered = sections
    .filter((entry) => findSection(entry.section)?.inDrawer)
    .sort((a, b) => readingRank(a.section) - readingRank(b.section));
  writePublicTextFiles([{ url: DRAWER_INDEX_URL, text: JSON.stringify(ordered) }]);
}
