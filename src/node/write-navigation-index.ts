import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { DRAWER_SECTIONS, NAVIGATION_INDEX_URL } from "../site/routes";
import type { NavigationSection } from "../site/navigation-index";

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
  const json = JSON.stringify(ordered);
  const file = join(resolve("public"), NAVIGATION_INDEX_URL);
  mkdirSync(dirname(file), { recursive: true });
  if (!existsSync(file) || readFileSync(file, "utf8") !== json) writeFileSync(file, json);
}
