/**
 * A plain left click: the reader wants the link here. With a modifier or another button they want
 * a new tab or window, which the browser gives them if the site leaves the click alone.
 */
export function isPlainLeftClick(
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
