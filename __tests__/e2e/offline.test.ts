import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { OFFLINE_PORT as PORT, loadRoutes } from "./config";
import { serveStatic, type StaticServer } from "./static-server";
import { htmlText } from "../html-text";

const root = join(__dirname, "..", "..");
const offlineCopy = JSON.parse(
  readFileSync(join(root, ".cache", "offline-whole-site", "offline-copy.json"), "utf8"),
) as {
  assets: Array<{ url: string }>;
  data: Array<{ url: string }>;
};
const documentationRoutes = loadRoutes().filter(({ kind }) => kind !== "special");

/** The first <h1> of a route's pre-rendered HTML: what the reader must see offline too. */
function builtHeading(route: string): string {
  const html = readFileSync(join(root, "public", route, "index.html"), "utf8");
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
  return htmlText(inner).trim();
}

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const messages: Array<{ type: string; text: string }> = [];

beforeAll(async () => {
  server = await serveStatic(join(root, "public"), PORT);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on("console", (message) => messages.push({ type: message.type(), text: message.text() }));
  await page.goto(`${server.url}/migrate/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("the offline worker", () => {
  it("registers on http://127.0.0.1 and reports with console.info, never an error", () => {
    expect(messages).toContainEqual({ type: "info", text: "The site is now available offline." });
    expect(messages.filter((message) => message.type === "error")).toEqual([]);
  });

  // Compressing 16 MB at brotli's highest quality, as hosts precompress, takes 15–60 s here.
  it("keeps every file of its copy, at most 3 MB brotli in all", async () => {
    const files = [...offlineCopy.assets, ...offlineCopy.data];
    const brotli = files.reduce(
      (sum, { url }) => sum + brotliCompressSync(readFileSync(join(root, "public", url))).length,
      0,
    );
    console.log(
      `offline copy: ${files.length} files (${offlineCopy.data.length} data files), ${(brotli / 1024).toFixed(0)} KiB brotli`,
    );
    expect(brotli).toBeLessThanOrEqual(3 * 1024 * 1024);
    const missing = await page.evaluate(
      async (urls) => {
        const absent: string[] = [];
        for (const url of urls) if (!(await caches.match(url, { ignoreSearch: true }))) absent.push(url);
        return absent;
      },
      files.map(({ url }) => url),
    );
    expect(missing).toEqual([]);
  }, 120_000);
});

describe("with the network off", () => {
  beforeAll(async () => {
    await server.goOffline();
  });

  it("reloads the page being read at once", async () => {
    await page.reload();
    await expect(page.locator("main h1").first().textContent()).resolves.toBe(builtHeading("/migrate/"));
  });

  it("opens every documentation route, visited or not, typed as an address", async () => {
    const failures: string[] = [];
    for (const { route } of documentationRoutes) {
      await page.goto(`${server.url}${route}`);
      const expected = builtHeading(route);
      const shown = await page
        .locator("main h1")
        .first()
        .filter({ hasText: expected })
        .waitFor({ timeout: 5000 })
        .then(
          () => null,
          async () =>
            (
              await page
                .locator("main")
                .textContent()
                .catch(() => "no main")
            )?.slice(0, 80),
        );
      if (shown !== null) failures.push(`${route}: expected "${expected}", page shows ${shown}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("follows links between pages", async () => {
    await page.goto(`${server.url}/concepts/`);
    await page.locator('nav[aria-label="Section"] a[href="/concepts/output/"]').first().click();
    await page.waitForURL(`${server.url}/concepts/output/`);
    // The address changes before React renders the new page: wait for its heading.
    const output = builtHeading("/concepts/output/");
    await page.locator("main h1").first().filter({ hasText: output }).waitFor();
    await page.getByRole("link", { name: "Next »" }).first().click();
    await page.waitForFunction((url) => location.href !== url, `${server.url}/concepts/output/`);
    const next = new URL(page.url()).pathname;
    await page
      .locator("main h1")
      .first()
      .filter({ hasText: builtHeading(next) })
      .waitFor();
  });

  it("finds pages with search", async () => {
    await page.goto(`${server.url}/concepts/`);
    await page.getByRole("button", { name: "Search" }).click();
    await page.locator(".DocSearch-Input").fill("devtool");
    await page.locator('.DocSearch-Hit a[href^="/configuration/devtool/"]').first().waitFor();
  });

  it("shows the not-found page for an unknown path", async () => {
    await page.goto(`${server.url}/no/such/page/`);
    await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
  });

  it("shows 'Error loading content.' in the site's chrome, with a way to retry, when a needed file is missing", async () => {
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys())
          if (request.url.includes("component---src-templates-doc-tsx")) await cache.delete(request);
      }
    });
    await page.goto(`${server.url}/api/node/`);
    await page.getByText("Error loading content.").waitFor({ state: "visible", timeout: 10_000 });
    await expect(page.getByRole("link", { name: "try again" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("banner").isVisible()).resolves.toBe(true);
  });
});
