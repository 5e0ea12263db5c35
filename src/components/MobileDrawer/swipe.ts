// The mobile drawer's touch gestures.

/** A drag must move further than this horizontally to count. */
export const SWIPE_THRESHOLD_PX = 20;
/** An opening drag must start closer than this to the left edge. */
export const OPENER_LIMIT_PX = 295;
/** A drag counts only when mostly horizontal: |dy| / |dx| below this. */
export const MAX_VERTICAL_RATIO = 0.8;

export interface Point {
  x: number;
  y: number;
}

/** What a drag from START to END does to a drawer that is OPEN or not. */
export function swipeAction(start: Point, end: Point, open: boolean): "open" | "close" | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX) return null;
  if (Math.abs(dy) / Math.abs(dx) >= MAX_VERTICAL_RATIO) return null;
  if (!open && dx > 0 && start.x < OPENER_LIMIT_PX) return "open";
  if (open && dx < 0) return "close";
  return null;
}
