import * as React from "react";

/** How often visibility is checked where IntersectionObserver is missing. */
export const VISIBILITY_CHECK_INTERVAL_MS = 300;

function isInViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom >= 0 && box.top <= window.innerHeight && box.right >= 0 && box.left <= window.innerWidth;
}

/**
 * True once ELEMENT has scrolled into view (and stays true). Uses IntersectionObserver; browsers
 * without it fall back to checking every 300 ms.
 */
export function useInView(element: React.RefObject<Element>, rootMargin = "200px"): boolean {
  const [seen, setSeen] = React.useState(false);
  React.useEffect(() => {
    const target = element.current;
    if (seen || !target) return undefined;
    if (typeof IntersectionObserver === "function") {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
        },
        { rootMargin },
      );
      observer.observe(target);
      return () => observer.disconnect();
    }
    const timer = window.setInterval(() => isInViewport(target) && setSeen(true), VISIBILITY_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [element, rootMargin, seen]);
  return seen;
}
