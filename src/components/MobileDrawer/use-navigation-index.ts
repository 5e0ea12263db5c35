import * as React from "react";
import { NAVIGATION_INDEX_URL } from "../../site/routes";
import type { NavigationSection } from "../../site/navigation-index";

let cached: Promise<NavigationSection[]> | null = null;

/** Every section's pages, fetched once per visit when first wanted; null until then or on failure. */
export function useNavigationIndex(wanted: boolean): NavigationSection[] | null {
  const [sections, setSections] = React.useState<NavigationSection[] | null>(null);
  React.useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    cached ??= fetch(NAVIGATION_INDEX_URL).then((response) => {
      if (!response.ok) throw new Error(`${NAVIGATION_INDEX_URL}: ${response.status}`);
      return response.json() as Promise<NavigationSection[]>;
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
