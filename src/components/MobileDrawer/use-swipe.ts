import * as React from "react";
import { swipeAction, type Point } from "./swipe";

/** Opens or closes the drawer on horizontal swipes anywhere on the page (phone-sized viewports). */
export function useSwipe(open: boolean, setOpen: (open: boolean) => void, enabledQuery = "(max-width: 767px)"): void {
  const state = React.useRef({ open, setOpen });
  state.current = { open, setOpen };

  React.useEffect(() => {
    let start: Point | null = null;
    const onStart = (event: TouchEvent): void => {
      const touch = event.touches[0];
      const enabled = typeof window.matchMedia !== "function" || window.matchMedia(enabledQuery).matches;
      start = touch && event.touches.length === 1 && enabled ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent): void => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const action = swipeAction(start, { x: touch.clientX, y: touch.clientY }, state.current.open);
      start = null;
      if (action) state.current.setOpen(action === "open");
    };
    document.addEventListener("touchstart", onStart, { passive: true });
    document.addEventListener("touchend", onEnd, { passive: true });
    return () => {
      document.removeEventListener("touchstart", onStart);
      document.removeEventListener("touchend", onEnd);
    };
  }, [enabledQuery]);
}
