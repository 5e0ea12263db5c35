import * as React from "react";

/**
 * False in the pre-rendered HTML and the hydration pass, true once the page has mounted in the
 * browser: for controls that do nothing until React runs, and for browser-only islands.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  return hydrated;
}
