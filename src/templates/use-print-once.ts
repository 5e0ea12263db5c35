import { useEffect } from "react";

/** Opens the print dialog once after the page has loaded. */
export function usePrintOnce(): void {
  useEffect(() => {
    // A short delay lets the browser lay out fonts and images before the dialog snapshots the page;
    // the cleanup keeps React's development double-run from printing twice.
    const timer = window.setTimeout(() => window.print(), 500);
    return () => window.clearTimeout(timer);
  }, []);
}
