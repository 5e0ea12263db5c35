import { announce, type ReaderEvent } from "../../../src/site/reader-events";
import { MAX_QUERY_LENGTH, NoResultSearches, PageViews, SEARCH_SETTLE_MS, pageKey, truncateQuery } from "../counting";
import { startReaderAnalytics } from "../runtime";

type PlausibleCall = [string, { u?: string; props?: Record<string, string> }?];
type TestWindow = Window & {
  plausible?: ((...args: PlausibleCall) => void) & { q?: PlausibleCall[] };
  doNotTrack?: string;
};

const OPTIONS = { plausible: { domain: "docs.test", scriptUrl: "https://stats.test/js/script.manual.js" } };
const BASE = "http://localhost/";

let calls: PlausibleCall[];
let stop: () => void;

/** A fake tracker where the script would put its own: it records each call. */
function fakePlausible(): void {
  calls = [];
  (window as TestWindow).plausible = (...args: PlausibleCall) => {
    calls.push(args);
  };
}

function setNavigator(name: "doNotTrack" | "globalPrivacyControl" | "onLine", value: unknown): void {
  Object.defineProperty(window.navigator, name, { value, configurable: true });
}

const route = (path: string) => announce({ type: "route", url: new URL(path, BASE).href });
const search = (query: string, results: number) => announce({ type: "search", query, results });
const trackerScripts = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));

beforeEach(() => {
  jest.useFakeTimers();
  fakePlausible();
});

afterEach(() => {
  stop?.();
  jest.useRealTimers();
  delete (window as TestWindow).plausible;
  for (const name of ["doNotTrack", "globalPrivacyControl", "onLine"] as const)
    delete (window.navigator as unknown as Record<string, unknown>)[name];
  document.head.innerHTML = "";
});

describe("counting", () => {
  it("takes a page to be its path and query, not its anchor", () => {
    expect(pageKey("https://x.test/a/?v=1#top")).toBe("/a/?v=1");
    const views = new PageViews();
    expect(["/a/", "/a/#one", "/a/#two", "/b/", "/a/", "/a/?v=2"].map((url) => views.isNew(url))).toEqual([
      true,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it("truncates queries to 100 characters, trimmed, never halving an emoji", () => {
    expect(truncateQuery("  output  ")).toBe("output");
    expect(truncateQuery("x".repeat(250))).toHaveLength(MAX_QUERY_LENGTH);
    const emoji = truncateQuery(`${"x".repeat(99)}😀😀`);
    expect(Array.from(emoji)).toHaveLength(100);
    expect(emoji.endsWith("😀")).toBe(true);
  });

  it("reports a query with no result once it has stood for the settle time", () => {
    const reported: string[] = [];
    const searches = new NoResultSearches((query) => reported.push(query));
    for (const prefix of ["q", "qw", "qwx", "qwxz"]) {
      searches.answered(prefix, 0);
      jest.advanceTimersByTime(SEARCH_SETTLE_MS - 1);
    }
    expect(reported).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(reported).toEqual(["qwxz"]);
    searches.answered("qwxz", 0); // DocSearch repeating the same query
    jest.advanceTimersByTime(SEARCH_SETTLE_MS);
    expect(reported).toEqual(["qwxz"]);
  });

  it("reports nothing when the settled query found something, or was empty", () => {
    const reported: string[] = [];
    const searches = new NoResultSearches((query) => reported.push(query));
    searches.answered("outpx", 0);
    searches.answered("output", 12);
    jest.advanceTimersByTime(SEARCH_SETTLE_MS * 2);
    searches.answered("   ", 0);
    jest.advanceTimersByTime(SEARCH_SETTLE_MS * 2);
    expect(reported).toEqual([]);
  });
});

describe("startReaderAnalytics with a Plausible-compatible tracker", () => {
  it("sends one page view per page: the first, each navigation, none for an anchor on the same page", () => {
    stop = startReaderAnalytics(OPTIONS);
    route("/concepts/");
    route("/concepts/#entry");
    route("/configuration/output/");
    route("/configuration/output/");
    route("/concepts/");
    expect(calls).toEqual([
      ["pageview", { u: `${BASE}concepts/` }],
      ["pageview", { u: `${BASE}configuration/output/` }],
      ["pageview", { u: `${BASE}concepts/` }],
    ]);
  });

  it("sends one event per settled search with no result, the query cut to 100 characters", () => {
    stop = startReaderAnalytics(OPTIONS);
    const long = "webpack ".repeat(30);
    for (let length = 1; length <= long.length; length += 1) search(long.slice(0, length), 0);
    jest.advanceTimersByTime(SEARCH_SETTLE_MS);
    search("output", 0);
    search("output.path", 3);
    jest.advanceTimersByTime(SEARCH_SETTLE_MS);
    expect(calls).toEqual([["Search: No Results", { u: BASE, props: { query: truncateQuery(long) } }]]);
    expect(truncateQuery(long)).toHaveLength(100);
  });

  it("sends Edit Document and Print Document clicks", () => {
    stop = startReaderAnalytics(OPTIONS);
    announce({ type: "edit-document" });
    announce({ type: "print-document" });
    expect(calls).toEqual([
      ["Edit Document", { u: BASE }],
      ["Print Document", { u: BASE }],
    ]);
  });

  it.each([
    ["Do Not Track", "doNotTrack", "1"],
    ["Global Privacy Control", "globalPrivacyControl", true],
  ] as const)("loads, queues and sends nothing under %s", (_name, property, value) => {
    setNavigator(property, value);
    delete (window as TestWindow).plausible;
    stop = startReaderAnalytics(OPTIONS);
    const events: ReaderEvent[] = [
      { type: "route", url: BASE },
      { type: "search", query: "qwxz", results: 0 },
      { type: "edit-document" },
      { type: "print-document" },
    ];
    for (const event of events) announce(event);
    jest.runAllTimers();
    expect((window as TestWindow).plausible).toBeUndefined();
    expect(trackerScripts()).toEqual([]);
  });

  it("sends nothing, and loads no script, while the browser is offline", () => {
    setNavigator("onLine", false);
    stop = startReaderAnalytics(OPTIONS);
    route("/concepts/");
    announce({ type: "edit-document" });
    jest.runAllTimers();
    expect(calls).toEqual([]);
    expect(trackerScripts()).toEqual([]);
    setNavigator("onLine", true);
    window.dispatchEvent(new Event("online"));
    expect(trackerScripts()).toEqual([OPTIONS.plausible.scriptUrl]);
    route("/guides/");
    expect(calls).toEqual([["pageview", { u: `${BASE}guides/` }]]);
  });

  it("loads the script after load, when idle, with the domain on its tag; queues until then", () => {
    delete (window as TestWindow).plausible;
    stop = startReaderAnalytics({ plausible: { ...OPTIONS.plausible, apiUrl: "https://stats.test/api/event" } });
    route("/concepts/");
    expect(trackerScripts()).toEqual([]);
    expect((window as TestWindow).plausible?.q).toEqual([["pageview", { u: `${BASE}concepts/` }]]);
    jest.runAllTimers();
    const script = document.querySelector<HTMLScriptElement>("script[src]");
    expect(script?.getAttribute("src")).toBe(OPTIONS.plausible.scriptUrl);
    expect(script?.async).toBe(true);
    expect(script?.dataset.domain).toBe("docs.test");
    expect(script?.dataset.api).toBe("https://stats.test/api/event");
  });

  it("waits for the page's load event before anything else", () => {
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    stop = startReaderAnalytics(OPTIONS);
    jest.runAllTimers();
    expect(trackerScripts()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    jest.runAllTimers();
    expect(trackerScripts()).toEqual([OPTIONS.plausible.scriptUrl]);
    delete (document as unknown as Record<string, unknown>).readyState;
  });

  it("goes quiet when the script cannot load, without throwing or logging", () => {
    delete (window as TestWindow).plausible;
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    stop = startReaderAnalytics(OPTIONS);
    route("/concepts/");
    expect((window as TestWindow).plausible?.q).toHaveLength(1);
    jest.runAllTimers();
    expect(() => document.querySelector("script[src]")?.dispatchEvent(new Event("error"))).not.toThrow();
    route("/guides/");
    announce({ type: "edit-document" });
    search("qwxz", 0);
    jest.runAllTimers();
    // The queue is dropped: nothing can send it any more.
    expect((window as TestWindow).plausible?.q).toBeUndefined();
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
