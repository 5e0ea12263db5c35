/** Where focus goes for an arrow key in a menu of COUNT entries (wrapping around at both ends). */
export function nextMenuIndex(current: number | null, key: "ArrowDown" | "ArrowUp", count: number): number {
  if (count === 0) return -1;
  if (current === null) return key === "ArrowDown" ? 0 : count - 1;
  return key === "ArrowDown" ? (current + 1) % count : (current - 1 + count) % count;
}
