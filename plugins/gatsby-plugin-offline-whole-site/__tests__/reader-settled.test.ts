import {
  REGISTRATION_IDLE_TIMEOUT_MS,
  REGISTRATION_DELAY_MS,
  whenReaderSettled,
  type SettlingWindow,
} from "../reader-settled";

/** A window still loading (or loaded), with or without requestIdleCallback, on Jest's fake clock. */
function fakeWindow(options: { loaded: boolean; idleCallbacks: boolean }) {
  const loadListeners: Array<() => void> = [];
  const idle: Array<{ callback: () => void; timeout: number }> = [];
  const win: SettlingWindow = {
    document: { readyState: options.loaded ? "complete" : "loading" },
    addEventListener: (_type, listener) => loadListeners.push(listener),
    setTimeout: (handler, ms) => setTimeout(handler, ms),
    ...(options.idleCallbacks
      ? {
          requestIdleCallback: (callback: () => void, { timeout }: { timeout: number }) =>
            idle.push({ callback, timeout }),
        }
      : {}),
  };
  return { win, load: () => loadListeners.forEach((listener) => listener()), idle };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("registering the offline worker once the reader has settled on the page", () => {
  it("waits for the load event, then the delay, then an idle moment", () => {
    const { win, load, idle } = fakeWindow({ loaded: false, idleCallbacks: true });
    const run = jest.fn();
    whenReaderSettled(win, run);
    jest.advanceTimersByTime(REGISTRATION_DELAY_MS * 2);
    expect(idle).toHaveLength(0);

    load();
    jest.advanceTimersByTime(REGISTRATION_DELAY_MS - 1);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(idle).toEqual([{ callback: run, timeout: REGISTRATION_IDLE_TIMEOUT_MS }]);
    expect(run).not.toHaveBeenCalled();

    idle[0].callback();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("counts the delay from now on a page that has already loaded", () => {
    const { win, idle } = fakeWindow({ loaded: true, idleCallbacks: true });
    whenReaderSettled(win, jest.fn());
    jest.advanceTimersByTime(REGISTRATION_DELAY_MS);
    expect(idle).toHaveLength(1);
  });

  it("runs after the delay alone where the browser has no requestIdleCallback", () => {
    const { win, load } = fakeWindow({ loaded: false, idleCallbacks: false });
    const run = jest.fn();
    whenReaderSettled(win, run);
    load();
    jest.advanceTimersByTime(REGISTRATION_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
