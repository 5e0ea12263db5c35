/**
 * What the site says about a reader's actions, as DOM events on window. The site itself never
 * tracks anyone: the analytics plugin (plugins/gatsby-plugin-reader-analytics, in the build only
 * when a tracker is configured) listens and decides what to send. Without it nobody listens, and
 * these few lines are all the build has of analytics.
 */
export type ReaderEvent =
  /** A route was rendered: the first page, and every client-side navigation (hash changes too). */
  | { type: "route"; url: string }
  /** A search answered, on every keystroke: the query as typed and how many results it had. */
  | { type: "search"; query: string; results: number }
  | { type: "edit-document" }
  | { type: "print-document" };

export const READER_EVENT = "webpack-docs:reader";

export function announce(event: ReaderEvent, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<ReaderEvent>(READER_EVENT, { detail: event }));
}
