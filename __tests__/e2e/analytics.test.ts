import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { headersFor, parseHeadersFile } from "../../plugins/gatsby-plugin-hosting-headers/__tests__/read-headers-file";
import type { AnalyticsOptions } from "../../src/site/analytics-options";
import { launchBrowser } from "./browser";
import { ANALYTICS_PORT as SITE_PORT, ANALYTICS_STUB_PORT as STUB_PORT } from "./config";
import { bundleForBrowser } from "./analytics/bundle";
import { STUB_SCRIPT_PATH, startStubTracker, type StubTracker, type TrackedEvent } from "./analytics/stub-tracker";
import { serveStatic, type StaticServer } from "./static-server";

// Analytics is configured at build time and a build without it has no tracker code, so `npm test`
// (one build, no analytics variables) checks two things on that build:
//
// - with analytics off: no request leaves the site, and no file names a tracker;
// - with analytics on: the plugin's runtime (plugins/gatsby-plugin-reader-analytics/runtime.ts,
//   bundled from source here) is injected into each page, started with options pointing a
//   Plausible-compatible tracker at a stub on another origin (a Playwright init script, so the
//   pages themselves are served as they are). What the build contributes — the
//   route, search and Edit/Print events the pages dispatch — is the build's own code.
//
// With E2E_ANALYTICS_BUILD=1, public/ is instead a build made with the variables below, and the
// same tests run against the build's own runtime, gtag included, served with its _headers (so its
// Content-Security-Policy too):
//   GATSBY_PLAUSIBLE_DOMAIN=docs.test GATSBY_GA_MEASUREMENT_ID=G-E2ETEST \
//   GATSBY_PLAUSIBLE_SCRIPT_URL=http://127.0.0.1:9326/js/script.manual.js (9326: ANALYTICS_STUB_PORT in config.ts)
const publicDir = join(__dirname, "..", "..", "public");
const BUILT = process.env.E2E_ANALYTICS_BUILD === "1";
const DOMAIN = "docs.test";
const GTAG_URL = "https://www.googletagmanager.com/gtag/js";
/** Longer than the runtime's settle time for a search (1 s) and idle wait, with margin for a loaded machine. */
const SETTLE_MS = 2500;

let site: StaticServer;
let stub: StubTracker;
let browser: Browser;
let runtime = "";

beforeAll(async () => {
  stub = await startStubTracker(STUB_PORT);
  const rules = BUILT ? parseHeadersFile(readFileSync(join(publicDir, "_headers"), "utf8")) : [];
  site = await serveStatic(publicDir, SITE_PORT, (path) => headersFor(rules, path));
  browser = await launchBrowser();
  if (!BUILT) runtime = await bundleForBrowser(join(__dirname, "analytics", "entry.ts"));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await stub?.close();
});

interface Reader {
  context: BrowserContext;
  page: Page;
  /** Every request the page made, as URLs. */
  requests: string[];
  /** Errors: uncaught exceptions, console errors, CSP violations. */
  errors: string[];
}

/** The options the injected runtime starts with: the stub tracker, as a build would name it. */
const injectedOptions = (): AnalyticsOptions => ({
  plausible: { domain: DOMAIN, scriptUrl: `${stub.origin}${STUB_SCRIPT_PATH}` },
});

/**
 * A reader's browser. Only the site, the stub tracker and (stubbed) gtag.js answer; print() is
 * counted, not opened. INJECT adds the analytics runtime to each page of a build without it.
 * PRIVACY sets Do Not Track or Global Privacy Control before the page's scripts run.
 */
async function openReader(options: {
  inject: boolean;
  privacy?: "doNotTrack" | "globalPrivacyControl";
  blockTracker?: boolean;
}): Promise<Reader> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });
  const requests: string[] = [];
  const errors: string[] = [];
  await context.route(
    (url) => url.origin !== site.url && url.origin !== stub.origin && !url.href.startsWith(GTAG_URL),
    (route) => route.abort(),
  );
  // Edit Document leads to the code host: an empty page stands in for it.
  await context.route("https://github.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>edit</title>" }),
  );
  // gtag.js cannot be fetched here; a stand-in records that it was requested and loaded.
  await context.route(`${GTAG_URL}*`, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__gtagLoaded = (window.__gtagLoaded || 0) + 1;" }),
  );
  if (options.blockTracker) {
    await context.route(
      (url) => url.origin === stub.origin || url.href.startsWith(GTAG_URL),
      (route) => route.abort("blockedbyclient"),
    );
  }
  await context.addInitScript((privacy?: string) => {
    window.print = () => undefined;
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
    );
    if (privacy === "doNotTrack") Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" });
    if (privacy === "globalPrivacyControl")
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
  }, options.privacy);
  if (options.inject) {
    // After the privacy settings and before any of the page's scripts, as onClientEntry runs
    // before the app renders; in the site's own documents only, not in frames.
    const start = `window.__READER_ANALYTICS_OPTIONS__ = ${JSON.stringify(injectedOptions())};\n${runtime}`;
    await context.addInitScript(
      `if (window.top === window && location.origin === ${JSON.stringify(site.url)}) {\n${start}\n}`,
    );
  }
  const page = await context.newPage();
  page.on("request", (request) => requests.push(request.url()));
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return { context, page, requests, errors };
}

/** Opens PATH and waits for React to hydrate (Print Document is enabled only then). */
async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await page.getByRole("button", { name: "Print Document" }).and(page.locator(":enabled")).waitFor();
}

/** Clicks the sidebar link to PATH and waits for the client-side navigation to render it. */
async function navigateTo(page: Page, path: string): Promise<void> {
  await page.locator(`nav a[href="${path}"]`).first().click();
  await page.waitForURL(`${site.url}${path}`);
  await page.getByRole("button", { name: "Print Document" }).and(page.locator(":enabled")).waitFor();
}

async function searchFor(page: Page, query: string): Promise<void> {
  await page.getByRole("button", { name: "Search" }).click();
  await page.locator(".DocSearch-Input").pressSequentially(query, { delay: 60 });
  await page.getByText(/No results (found )?for/).waitFor();
}

/** Closes the search dialog with the shortcut that opened it. */
async function closeSearch(page: Page): Promise<void> {
  await page.keyboard.press("Control+k");
  await page.locator(".DocSearch-Container").waitFor({ state: "detached" });
}

/** Waits until the stub has COUNT events, then a while longer, so extra events would show. */
async function eventsAfter(count: number): Promise<TrackedEvent[]> {
  const deadline = Date.now() + 15_000;
  while (stub.events.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return stub.events.map(({ n, u, d, p }) => ({ n, u, d, ...(p ? { p } : {}) }));
}

const trackerRequests = (requests: string[]) =>
  requests.filter((url) => url.startsWith(stub.origin) || url.startsWith(GTAG_URL));
const view = (path: string): TrackedEvent => ({ n: "pageview", u: `${site.url}${path}`, d: DOMAIN });

describe("analytics configured", () => {
  let reader: Reader;
  beforeEach(() => stub.reset());
  afterEach(async () => {
    await reader?.context.close();
  });

  it("loads the tracker after load, when idle, and counts the first page, two client navigations (not an anchor jump) and one settled empty search", async () => {
    reader = await openReader({ inject: !BUILT });
    const { page } = reader;
    await openHydrated(page, "/concepts/");
    expect(await eventsAfter(1)).toEqual([view("/concepts/")]);
    const timing = await page.evaluate((script) => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const tracker = performance.getEntriesByType("resource").find((entry) => entry.name === script);
      return { load: navigation.loadEventEnd, tracker: tracker?.startTime ?? -1 };
    }, `${stub.origin}${STUB_SCRIPT_PATH}`);
    expect(timing.tracker).toBeGreaterThanOrEqual(timing.load);

    await page.evaluate(() => ((window as Window & { __samePage?: boolean }).__samePage = true));
    await navigateTo(page, "/concepts/entry-points/");
    await navigateTo(page, "/concepts/output/");
    // A heading's permalink: the same page, not a new view.
    await page
      .locator('main a[href^="#"]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await page.waitForURL(/#/);
    await searchFor(page, "qwxzvbnm");
    expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);

    const events = await eventsAfter(4);
    expect(events).toEqual([
      view("/concepts/"),
      view("/concepts/entry-points/"),
      view("/concepts/output/"),
      {
        n: "Search: No Results",
        u: expect.stringContaining(`${site.url}/concepts/output/`) as unknown as string,
        d: DOMAIN,
        p: { query: "qwxzvbnm" },
      },
    ]);
    // One script, one POST per event: nothing else went to the tracker.
    expect(stub.requests).toEqual([`GET ${STUB_SCRIPT_PATH}`, ...events.map(() => "POST /api/event")]);
    expect(reader.errors).toEqual([]);
    if (BUILT) {
      // GA4 through gatsby-plugin-google-gtag: gtag.js loaded once, late; consent before config;
      // no page_view from config; one page_view per page.
      expect(await page.evaluate(() => (window as Window & { __gtagLoaded?: number }).__gtagLoaded)).toBe(1);
      const layer = await page.evaluate(() =>
        Array.from(
          (window as Window & { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [],
          (entry) => JSON.parse(JSON.stringify(Array.from(entry))) as unknown[],
        ),
      );
      expect(layer[0].slice(0, 2)).toEqual(["consent", "default"]);
      expect(layer.find((entry) => entry[0] === "config")?.[2]).toMatchObject({ send_page_view: false });
      const views = layer
        .filter((entry) => entry[0] === "event" && entry[1] === "page_view")
        .map((entry) => (entry[2] as { page_location: string }).page_location);
      expect(views).toEqual(
        ["/concepts/", "/concepts/entry-points/", "/concepts/output/"].map((path) => `${site.url}${path}`),
      );
      expect(await page.evaluate(() => document.cookie)).toBe("");
    }
  });

  it("counts clicks on Edit Document and Print Document", async () => {
    reader = await openReader({ inject: !BUILT });
    const { page } = reader;
    await openHydrated(page, "/guides/getting-started/");
    await eventsAfter(1);
    await page.getByRole("button", { name: "Print Document" }).click();
    await page.getByRole("link", { name: "Edit Document" }).click();
    const events = await eventsAfter(3);
    expect(events.slice(1).map((event) => event.n)).toEqual(["Print Document", "Edit Document"]);
  });

  it.each(["doNotTrack", "globalPrivacyControl"] as const)("with %s, loads and sends nothing", async (privacy) => {
    reader = await openReader({ inject: !BUILT, privacy });
    const { page } = reader;
    await openHydrated(page, "/concepts/");
    await navigateTo(page, "/concepts/entry-points/");
    await searchFor(page, "qwxzvbnm");
    await closeSearch(page);
    await page.getByRole("button", { name: "Print Document" }).click();
    await eventsAfter(0);
    expect(trackerRequests(reader.requests)).toEqual([]);
    expect(stub.requests).toEqual([]);
    expect(reader.errors).toEqual([]);
  });

  it("when the tracker cannot load, logs no error from the site and everything works", async () => {
    reader = await openReader({ inject: !BUILT, blockTracker: true });
    const { page } = reader;
    const failed: string[] = [];
    page.on("requestfailed", (request) => failed.push(request.url()));
    await openHydrated(page, "/concepts/");
    await eventsAfter(0);
    await navigateTo(page, "/concepts/entry-points/");
    await searchFor(page, "qwxzvbnm");
    await closeSearch(page);
    await page.getByRole("button", { name: "Print Document" }).click();
    await eventsAfter(0);
    expect(trackerRequests(failed).length).toBeGreaterThan(0);
    expect(stub.events).toEqual([]);
    expect(reader.errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });
});

(BUILT ? describe.skip : describe)("analytics off (a build without the variables)", () => {
  it("has no tracker in any script or page, nor in the policy", () => {
    const pages = readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
      .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)));
    // This build's scripts, as its worker lists them: public/ also keeps earlier builds' hashed files.
    const worker = readFileSync(join(publicDir, "sw.js"), "utf8");
    const scripts = [...worker.matchAll(/"url":"\/([^"]+\.js)"/g)].map((match) => match[1]);
    const homeScripts = [
      ...readFileSync(join(publicDir, "index.html"), "utf8").matchAll(/<script src="\/([^"]+)"/g),
    ].map((match) => match[1]);
    expect(scripts).toEqual(expect.arrayContaining(homeScripts));
    const named = [...pages, ...scripts, "sw.js"].filter((file) =>
      /googletagmanager|google-analytics|gtag\(|plausible|startReaderAnalytics|Search: No Results/i.test(
        readFileSync(join(publicDir, file), "utf8"),
      ),
    );
    expect(named).toEqual([]);
    expect(readFileSync(join(publicDir, "_headers"), "utf8")).not.toMatch(
      /googletagmanager|google-analytics|plausible/,
    );
  });

  it("makes no request outside the site on a first load, two navigations, an empty search and the doc actions", async () => {
    stub.reset();
    const reader = await openReader({ inject: false });
    const { page } = reader;
    await openHydrated(page, "/concepts/");
    await navigateTo(page, "/concepts/entry-points/");
    await navigateTo(page, "/concepts/output/");
    await searchFor(page, "qwxzvbnm");
    await closeSearch(page);
    await page.getByRole("button", { name: "Print Document" }).click();
    const globals = await page.evaluate(() => ["plausible", "gtag", "dataLayer"].filter((name) => name in window));
    await page.getByRole("link", { name: "Edit Document" }).click();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await reader.context.close();
    // The Edit Document link itself leads to the code host: the reader's own navigation.
    expect(
      reader.requests.filter((url) => !url.startsWith(site.url) && !url.startsWith("https://github.com/")),
    ).toEqual([]);
    expect(stub.requests).toEqual([]);
    expect(globals).toEqual([]);
  });
});
