import type { Browser, Page } from "playwright-core";
import { launchBrowser, siteContext } from "./browser";
import { BASE_URL, LOCALHOST_URL } from "./config";

// Every page links the webpack runtime by a stable URL and carries nothing that changes when another
// page's content does (src/node/stable-runtime); the runtime brings the chunk map and the app.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const get = async (path: string): Promise<string> => (await fetch(`${BASE_URL}${path}`)).text();

/** Polls CHECK every 100 ms for up to 5 s; resolves with its last answer. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

async function hydrated(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Print Document" }).and(page.locator(":enabled")).waitFor();
}

describe("scripts in the HTML", () => {
  it.each(["/", "/concepts/output/", "/plugins/printable/"])("%s names the runtime by a stable URL and no content-hashed app file or chunk map", async (path) => {
    const html = await get(path);
    expect(html).toContain('<script src="/webpack-runtime.js" async></script>');
    expect(html).not.toMatch(/___chunkMapping|___webpackCompilationHash/);
    expect(html).not.toMatch(/\/app-[0-9a-f]+\.js/);
    expect(html).not.toMatch(/webpack-runtime-[0-9a-f]+\.js/);
  });

  it("serves a runtime whose compilation hash is the one page data carries, so readers of the current build are not reloaded", async () => {
    const runtime = await get("/webpack-runtime.js");
    const { webpackCompilationHash } = JSON.parse(await get("/page-data/app-data.json")) as { webpackCompilationHash: string };
    expect(runtime).toContain(`w.___webpackCompilationHash=${JSON.stringify(webpackCompilationHash)}`);
  });

  it("hydrates with the chunk map the runtime set and loads the next page's chunk on a client-side navigation", async () => {
    const context = await siteContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/concepts/");
    await hydrated(page);
    const mapping = await page.evaluate(() => (window as Window & { ___chunkMapping?: Record<string, string[]> }).___chunkMapping);
    expect(Object.keys(mapping ?? {})).toContain("component---src-templates-doc-tsx-content-file-path-content-concepts-output-mdx");
    // A marker on window survives only a client-side navigation, not a full page load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator('nav a[href="/concepts/output/"]').first().click();
    await page.waitForURL(`${BASE_URL}/concepts/output/`);
    await page.getByRole("heading", { level: 1, name: "Output" }).waitFor();
    expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("service worker", () => {
  it("fetches the runtime network-first: not precached, registered NetworkFirst, cached at install for offline use", async () => {
    const worker = await get("/sw.js");
    expect(worker).toMatch(/registerRoute\(\/\\\/webpack-runtime\\\.js\$\/, new workbox\.strategies\.NetworkFirst\(/);
    const online = await browser.newContext({ baseURL: LOCALHOST_URL, viewport: { width: 1280, height: 900 } });
    const tab = await online.newPage();
    await tab.goto("/guides/");
    await hydrated(tab);
    await tab.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Only the worker's install step fetches the runtime into a cache on a first visit: the page's
    // own request for it happened before the worker was there.
    await expect(eventually(() => tab.evaluate(async () => Boolean(await caches.match("/webpack-runtime.js"))))).resolves.toBe(true);
    const precached = await tab.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.includes("precache"));
      const urls = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
      return urls.flat();
    });
    expect(precached.some((url) => url.includes("/app-"))).toBe(true);
    expect(precached.some((url) => url.includes("webpack-runtime"))).toBe(false);
    // A second visit runs under the worker; after it the site starts offline.
    await tab.reload();
    await hydrated(tab);
    await online.setOffline(true);
    await tab.reload();
    await hydrated(tab);
    expect(await tab.getByRole("heading", { level: 1 }).textContent()).toBe("Guides");
    await online.close();
  });
});
