import type { ConsoleMessage, Page } from "playwright-core";
import { BASE_URL } from "./config";

/** The browser's own console note on a request that failed: not something a script logged. */
const isFailedRequestNote = (message: ConsoleMessage): boolean => message.text().startsWith("Failed to load resource");

export interface ErrorWatchOptions {
  /**
   * Also report the site's own requests that failed (a page asking for a file the build lacks).
   * Off where a test makes them fail on purpose; other hosts' requests are blocked in every test.
   */
  failedSiteRequests?: boolean;
}

/**
 * Collects, as they happen, what the page reports as errors: console.error (where React reports
 * hydration mismatches in production, "Minified React error #418/#423/#425"), uncaught
 * exceptions and unhandled rejections. Each entry names the page's address at the time.
 */
export function watchForErrors(page: Page, { failedSiteRequests = false }: ErrorWatchOptions = {}): string[] {
  const errors: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (isFailedRequestNote(message)) {
      const url = message.location().url;
      if (failedSiteRequests && url.startsWith(BASE_URL))
        errors.push(`${where()}: failed request for ${url.slice(BASE_URL.length)}`);
      return;
    }
    errors.push(`${where()}: console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${where()}: uncaught: ${error.message}`));
  return errors;
}
