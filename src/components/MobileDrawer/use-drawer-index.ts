import * as React from "react";
import { DRAWER_INDEX_URL, type DrawerSection } from "../../site/drawer-index";

let cached: Promise<DrawerSection[]> | null = null;

/** Every section's pages, fetched once per visit when first wanted; null until then or on failure. */
export function useDrawerIndex(wanted: boolean): DrawerSection[] | null {
  const [sections, setSections] = React.useState<DrawerSection[] | null>(null);
  React.useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    cached ??= fetch(DRAWER_INDEX_URL).then((response) => {
      if (!response.ok) throw new Error(`${DRAWER_INDEX_URL}: ${response.status}`);
      return response.json() as Promise<DrawerSection[]>;
    });
    cached.then(
      (result) => current && setSections(result),
      () => {
        cached = null; // offline: try again next time the drawer opens
      },
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return sections;
}
