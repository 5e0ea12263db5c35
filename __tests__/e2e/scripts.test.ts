import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { browserPerFile, siteContext } from "./browser";
import { BASE_URL, LOCALHOST_URL } from "./config";

// Articles are data: each page's HTML and page data carry its article; no script does.

const PUBLIC = join(__dirname, "..", "..", "public");
let browser: Browser;
browserPerFile((launched) => {
  browser = launched;
});

const get = async (path: string): Promise<string> => (await fetch(`${BASE_URL}${path}`)).text();

async function hydrated(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Print Document" }).and(page.locator(":enabled")).waitFor();
}

describe("articles are data, not scripts", () => {
  // A sentence of content/concepts/output.mdx's introduction, as the page renders it.
  const SENTENCE = "the last step is to turn those chunks into files";

  it("are in the page's HTML and page data, and in no script of the build", async () => {
    expect(await get("/concepts/output/")).toContain(SENTENCE);
    expect(await get("/page-data/concepts/output/page-data.json")).toContain(SENTENCE);
    const scripts = readdirSync(PUBLIC).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((file) => readFileSync(join(PUBLIC, file), "utf8").includes(SENTENCE))).toEqual([]);
  });

  it("share one template chunk across every doc page", async () => {
    const chunks = new Set<string>();
    for (const path of ["/concepts/output/", "/api/cli/", "/loaders/css-loader/"]) {
      chunks.add(
        (JSON.parse(await get(`/page-data${path}page-data.json`)) as { componentChunkName: string }).componentChunkName,
      );
    }
    expect([...chunks]).toEqual(["component---src-templates-doc-tsx"]);
  });

  it("render on a client-side navigation from page data, in the same document and with the chrome kept", async () => {
    const context = await siteContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/concepts/");
    await hydrated(page);
    // Markers survive only a client-side navigation; the sidebar's element only if it was not remounted.
    await page.evaluate(() => {
      Object.assign(window, { __sameDocument: true });
      document.querySelector('nav[aria-label="Section"]')?.setAttribute("data-marker", "kept");
    });
    await page.locator('nav[aria-label="Section"] a[href="/concepts/output/"]').first().click();
    await page.waitForURL(`${BASE_URL}/concepts/output/`);
    await page.getByRole("heading", { level: 1, name: "Output" }).waitFor();
    await page.getByText(SENTENCE).waitFor();
    expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.locator('nav[aria-label="Section"]').getAttribute("data-marker")).toBe("kept");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("open site links inside an article through the client router", async () => {
    const context = await siteContext(browser);
    const page = await context.newPage();
    await page.goto("/concepts/output/");
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator('.markdown a[href="/concepts/dependency-graph/"]').first().click();
    await page.getByRole("heading", { level: 1, name: "Dependency Graph" }).waitFor();
    expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await context.close();
  });
});

describe("service worker", () => {
  it("lets a visited page start offline", async () => {
    const online = await browser.newContext({ baseURL: LOCALHOST_URL, viewport: { width: 1280, height: 900 } });
    const tab = await online.newPage();
    await tab.goto("/guides/");
    await hydrated(tab);
    await tab.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
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
