import * as React from "react";

let initialPageRendered = false;

/** Called once the browser has taken over the pre-rendered page (gatsby-browser's onInitialClientRender). */
export function markInitialPageRendered(): void {
  initialPageRendered = true;
}

/**
 * True for a component that is part of the page the browser loaded (and hydrated), false for one
 * that a client navigation mounted later. The answer is kept for the component's lifetime.
 */
export function useInitialPage(): boolean {
  const [initial] = React.useState(() => !initialPageRendered);
  return initial;
}
