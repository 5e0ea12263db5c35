/**
 * What counts, independent of any tracker: one page view per page a reader sees, and searches that
 * settle on a query with no result.
 */

/** The part of a URL that makes a page: path and query. A jump to an anchor is not a new page. */
export function pageKey(url: string): string {
  const parsed = new URL(url, "http://page.invalid");
  return parsed.pathname + parsed.search;
}

/**
 * Gatsby calls onRouteUpdate on the first render and on every location change, anchors on the same
 * page included; a page is counted once, until the reader moves to another one.
 */
export class PageViews {
  private last: string | null = null;

  /** Whether URL is a page view to send: the first page, or a different page from the last one. */
  isNew(url: string): boolean {
    const key = pageKey(url);
    if (key === this.last) return false;
    this.last = key;
    return true;
  }
}

/** The longest query text an event carries (GA4 cuts parameter values at 100 characters too). */
export const MAX_QUERY_LENGTH = 100;

/** QUERY as sent: trimmed, at most MAX_QUERY_LENGTH characters (code points, so no half emoji). */
export function truncateQuery(query: string): string {
  return Array.from(query.trim()).slice(0, MAX_QUERY_LENGTH).join("");
}

/** How long a query must stand, with no other search after it, to count as the reader's query. */
export const SEARCH_SETTLE_MS = 1000;

/**
 * Search answers one query per keystroke. A query with no result is reported once it has settled
 * (SEARCH_SETTLE_MS with no other search), so typing "splitchunks" is one query, not eleven. The
 * same query answered again straight after (DocSearch repeats it when the modal re-renders or
 * reopens with it) is not reported twice.
 */
export class NoResultSearches {
  private current: string | null = null;
  private timer: number | undefined;

  constructor(
    private readonly report: (query: string) => void,
    private readonly timers: Pick<Window, "setTimeout" | "clearTimeout"> = globalThis as unknown as Window,
    private readonly settleMs = SEARCH_SETTLE_MS,
  ) {}

  /** One answered search: the query as typed and its number of results. */
  answered(query: string, results: number): void {
    const text = truncateQuery(query);
    if (text === this.current) return;
    this.current = text;
    this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    if (!text || results > 0) return;
    this.timer = this.timers.setTimeout(() => this.report(text), this.settleMs);
  }

  dispose(): void {
    this.timers.clearTimeout(this.timer);
  }
}
