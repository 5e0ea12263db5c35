import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { browserPerFile, siteContext } from "./browser";
import { BASE_URL } from "./config";
import { watchForErrors } from "./page-errors";

// What a reader gets when part of the site fails: a readable page, and no error of the site's own.
let browser: Browser;
let context: BrowserContext;

browserPerFile((launched) => {
  browser = launched;
});
afterEach(async () => {
  await context?.close();
});

/** A context as the other tests get, where a step that hangs fails with its own message. */
async function openContext(): Promise<BrowserContext> {
  context = await siteContext(browser);
  context.setDefaultTimeout(8000);
  return context;
}

const notFound = (route: Route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" });
const aborted = (route: Route) => route.abort();
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/** The chrome works: the theme toggle switches, the drawer opens at 375 px, search finds a page. */
async function expectWorkingChrome(page: Page): Promise<void> {
  const before = await theme(page);
  await page.getByRole("button", { name: "Dark theme" }).click();
  await expect(theme(page)).resolves.toBe(before === "dark" ? "light" : "dark");
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("button", { name: "Toggle navigation menu" }).click();
  // Every section, from the index the drawer fetches when it first opens.
  const drawer = page.getByRole("dialog", { name: "Documentation sections" });
  await drawer.getByText("Migrate", { exact: true }).first().waitFor();
  await expect(page.locator("#documentation-drawer").getAttribute("aria-hidden")).resolves.toBe("false");
  await page.getByRole("button", { name: "Close navigation menu" }).click();
  if (viewport) await page.setViewportSize(viewport);
  await page.getByRole("button", { name: /^Search/ }).click();
  await page.locator(".DocSearch-Input").fill("devtool");
  await page.locator('.DocSearch-Hit a[href^="/configuration/devtool/"]').first().waitFor();
}

describe("a page's data or template script failing on a client-side navigation", () => {
  const cases = [
    {
      fault: "page data answering 404",
      from: "/concepts/output/",
      pattern: "**/page-data/concepts/loaders/page-data.json",
      answer: notFound,
      link: "Loaders",
    },
    {
      fault: "page data failing",
      from: "/concepts/output/",
      pattern: "**/page-data/concepts/loaders/page-data.json",
      answer: aborted,
      link: "Loaders",
    },
    {
      fault: "its template script answering 404",
      from: "/concepts/",
      pattern: "**/component---src-pages-organization-tsx-*.js",
      answer: notFound,
      link: "Organization",
    },
    {
      fault: "its template script failing",
      from: "/concepts/",
      pattern: "**/component---src-pages-organization-tsx-*.js",
      answer: aborted,
      link: "Organization",
    },
  ];
  const targets: Record<string, { path: string; h1: string; text: string }> = {
    Loaders: { path: "/concepts/loaders/", h1: "Loaders", text: "A loader is a function" },
    Organization: {
      path: "/organization/",
      h1: "The Organization",
      text: "projects make up the webpack ecosystem",
    },
  };

  it.each(cases)(
    "shows the page's content and keeps search, theme and drawer working: $fault",
    async ({ from, pattern, answer, link }) => {
      const target = targets[link];
      await openContext();
      // Failing from the start, so no prefetch gets the file before the fault is in place.
      await context.route(pattern, answer);
      const page = await context.newPage();
      const errors = watchForErrors(page);
      await page.goto(from);
      await page.getByRole("button", { name: "Open community chat" }).waitFor();
      await page.getByRole("link", { name: link, exact: true }).first().click();
      // The address is what this step checks; the content is awaited next. (A failed template
      // script reloads the page, whose load event also waits for every image and font.)
      await page.waitForURL(`${BASE_URL}${target.path}`, { waitUntil: "commit" });
      await page.getByRole("heading", { level: 1, name: target.h1 }).waitFor();
      await page.getByText(target.text).first().waitFor();
      await page.getByRole("button", { name: "Open community chat" }).waitFor();
      await expectWorkingChrome(page);
      expect(errors).toEqual([]);
    },
  );
});

describe("every script failing on a fresh load", () => {
  it("leaves the pre-rendered article readable, themed by the first-paint script, with nothing thrown", async () => {
    await openContext();
    await context.route((url) => url.origin === BASE_URL && url.pathname.endsWith(".js"), aborted);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/concepts/output/");
    await page.waitForTimeout(500);
    await expect(page.getByRole("heading", { level: 1, name: "Output" }).isVisible()).resolves.toBe(true);
    await expect(page.locator(".markdown > p").first().isVisible()).resolves.toBe(true);
    await expect(page.locator(".code-block pre").first().isVisible()).resolves.toBe(true);
    await expect(theme(page)).resolves.toBe("dark");
    await expect(page.getByText("Error loading content.").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("storage that throws", () => {
  const failures = {
    "cannot be reached": () => {
      for (const name of ["localStorage", "sessionStorage"]) {
        Object.defineProperty(window, name, {
          get: () => {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      }
    },
    "throws on every call": () => {
      for (const method of ["getItem", "setItem", "removeItem", "clear", "key"] as const) {
        Object.defineProperty(Storage.prototype, method, {
          value: () => {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      }
    },
  };

  it.each(Object.keys(failures) as Array<keyof typeof failures>)(
    "keeps theme, notification bar, navigation, search and votes working when storage %s",
    async (failure) => {
      await openContext();
      await context.addInitScript(failures[failure]);
      const page = await context.newPage();
      const errors = watchForErrors(page);
      await page.goto("/concepts/output/");
      await page.getByRole("button", { name: "Open community chat" }).waitFor();
      await page.getByRole("button", { name: "Dismiss notification" }).click();
      await expect(page.getByRole("complementary", { name: "Notification" }).count()).resolves.toBe(0);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await page.getByRole("navigation", { name: "Section" }).getByRole("link", { name: "Loaders" }).click();
      await page.getByRole("heading", { level: 1, name: "Loaders" }).waitFor();
      expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      // The dismissal holds for the visit, though it cannot be stored.
      await expect(page.getByRole("complementary", { name: "Notification" }).count()).resolves.toBe(0);
      await expectWorkingChrome(page);
      await page.goto("/vote/");
      const upvote = page.getByRole("button", { name: "Upvote" }).first();
      await upvote.click();
      await expect(upvote.getAttribute("aria-pressed")).resolves.toBe("true");
      expect(errors).toEqual([]);
    },
  );
});

describe("service-worker registration refused", () => {
  const refusals = {
    rejects: () => {
      navigator.serviceWorker.register = () =>
        Promise.reject(new DOMException("Registration refused", "SecurityError"));
    },
    throws: () => {
      navigator.serviceWorker.register = () => {
        throw new DOMException("Registration refused", "SecurityError");
      };
    },
    "resolves to nothing": () => {
      navigator.serviceWorker.register = () => Promise.resolve(undefined as unknown as ServiceWorkerRegistration);
    },
  };

  it.each(Object.keys(refusals) as Array<keyof typeof refusals>)(
    "says so once, as information, when registration %s",
    async (refusal) => {
      // Workers allowed, so the page meets the browser's own container, with register replaced.
      context = await browser.newContext({
        baseURL: BASE_URL,
        viewport: { width: 1280, height: 900 },
      });
      await context.route((url) => url.origin !== BASE_URL, aborted);
      await context.addInitScript(refusals[refusal]);
      const page = await context.newPage();
      const errors = watchForErrors(page);
      const notes: string[] = [];
      page.on("console", (message) => {
        if (/offline|service worker/i.test(message.text())) notes.push(`${message.type()}: ${message.text()}`);
      });
      const said = page.waitForEvent("console", (message) => /Offline reading is unavailable/.test(message.text()));
      await page.goto("/concepts/output/");
      await said;
      await page.getByRole("button", { name: "Open community chat" }).waitFor();
      await page.waitForTimeout(300);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatch(/^(info|warning): Offline reading is unavailable/);
      expect(errors).toEqual([]);
    },
  );
});

describe("a slow connection", () => {
  it("shows the h1 and first paragraph of /configuration/module/ in under 1.5 s at 400 kbit/s and 400 ms RTT", async () => {
    await openContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 400,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
    await page.goto("/configuration/module/", { waitUntil: "commit" });
    // Milliseconds since the navigation started, taken in the frame that first shows both.
    const shown = await page.waitForFunction(
      () => {
        const visible = (element: Element | null) => element !== null && element.getBoundingClientRect().height > 0;
        const both =
          visible(document.querySelector("main h1")) && visible(document.querySelector("main .markdown > p"));
        return both ? performance.now() : false;
      },
      null,
      { polling: "raf", timeout: 10_000 },
    );
    const elapsed = (await shown.jsonValue()) as number;
    expect(elapsed).toBeLessThan(1500);
  });
});
