/**
 * How long after the page's load event the worker registers, and with it the offline copy (about
 * 220 files, 1.3 MB brotli) starts downloading: the page's start (hydration), a reader's first
 * clicks and first search get the network and the processor to themselves, and a visit that ends
 * within these seconds downloads nothing for offline reading. Installing the worker right at load
 * took more processor time than the page itself on a two-core machine.
 */
export const REGISTRATION_DELAY_MS = 5000;
/** After that delay, the longest wait for a moment when the browser has nothing else to do. */
export const REGISTRATION_IDLE_TIMEOUT_MS = 2000;

/** What whenReaderSettled needs of the window (tests pass their own). */
export interface SettlingWindow {
  document: Pick<Document, "readyState">;
  addEventListener(type: "load", listener: () => void, options: { once: true }): void;
  setTimeout(handler: () => void, ms: number): unknown;
  requestIdleCallback?(callback: () => void, options: { timeout: number }): unknown;
}

/** Runs RUN once the page has loaded, REGISTRATION_DELAY_MS have passed and the browser is idle (or REGISTRATION_IDLE_TIMEOUT_MS more). */
export function whenReaderSettled(win: SettlingWindow, run: () => void): void {
  const afterLoad = () =>
    win.setTimeout(() => {
      // Safari has no requestIdleCallback: there the delay alone decides.
      if (typeof win.requestIdleCallback === "function")
        win.requestIdleCallback(run, { timeout: REGISTRATION_IDLE_TIMEOUT_MS });
      else run();
    }, REGISTRATION_DELAY_MS);
  if (win.document.readyState === "complete") afterLoad();
  else win.addEventListener("load", afterLoad, { once: true });
}
