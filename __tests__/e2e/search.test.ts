import type { Page } from "playwright-core";
import { pagePerTest } from "./browser";
import { BASE_URL, LOCALHOST_URL } from "./config";
import type { SerializedSearchIndex } from "../../src/search/index-format";

let page: Page;
let foreign: string[];
let indexRequests: string[];

pagePerTest((next) => (page = next));
beforeEach(() => {
  foreign = [];
  indexRequests = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(BASE_URL)) foreign.push(request.url());
    if (request.url().includes("/search-index")) indexRequests.push(request.url());
  });
});

/** Waits until React has hydrated the page (Print Document is enabled only then). */
async function openHydrated(path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("button", { name: "Print Document" }).and(page.locator(":enabled")).waitFor();
}

describe("site search", () => {
  it("loads its index only when opened, answers with every other host blocked and follows a result to its anchor", async () => {
    await openHydrated("/concepts/");
    expect(indexRequests).toEqual([]);
    await page.keyboard.press("Control+k");
    const input = page.locator(".DocSearch-Input");
    await input.fill("output.publicPath");
    const first = page.locator(".DocSearch-Hit a").first();
    await first.waitFor();
    expect(await first.getAttribute("href")).toBe("/configuration/output/#outputpublicpath");
    expect(indexRequests.length).toBeGreaterThan(0);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${BASE_URL}/configuration/output/#outputpublicpath`);
    await page.locator("#outputpublicpath").waitFor();
    expect(await page.locator("#outputpublicpath").isVisible()).toBe(true);
    expect(foreign).toEqual([]);
  });

  it("keeps the dialog's styles out of the page until it opens, and is styled when it does", async () => {
    await openHydrated("/concepts/");
    const dialogRules = () =>
      page.evaluate(
        () =>
          [...document.styleSheets].flatMap((sheet) =>
            [...sheet.cssRules].filter((rule) => rule.cssText.includes(".DocSearch-Modal")),
          ).length,
      );
    expect(await dialogRules()).toBe(0);
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Input").waitFor();
    expect(await dialogRules()).toBeGreaterThan(0);
    // DocSearch's own rules place the dialog; the site's overrides give it the site's surface colour.
    const look = await page.locator(".DocSearch-Container").evaluate((container) => {
      const modal = container.querySelector(".DocSearch-Modal");
      const probe = document.body.appendChild(document.createElement("div"));
      probe.style.backgroundColor = "var(--color-surface)";
      const surface = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return {
        position: getComputedStyle(container).position,
        background: modal ? getComputedStyle(modal).backgroundColor : "",
        surface,
      };
    });
    expect(look.position).toBe("fixed");
    expect(look.background).not.toBe("rgba(0, 0, 0, 0)");
    expect(look.background).toBe(look.surface);
  });

  it("opens with '/' and finds pages despite a typo", async () => {
    await openHydrated("/guides/");
    await page.keyboard.press("/");
    await page.locator(".DocSearch-Input").fill("devtol");
    // Recent searches show first; wait for this query's results, then check the top three.
    await page.locator('.DocSearch-Hit a[href^="/configuration/devtool/"]').first().waitFor();
    const hrefs = await page
      .locator(".DocSearch-Hit a")
      .evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(expect.arrayContaining([expect.stringMatching(/^\/configuration\/devtool\//)]));
  });

  it("says when nothing matches and offers a way into the documentation", async () => {
    await openHydrated("/guides/");
    await page.getByRole("button", { name: "Search" }).click();
    await page.locator(".DocSearch-Input").fill("qwxzvbnm");
    await page.getByText(/No results (found )?for/).waitFor();
    const search = page.getByRole("dialog", { name: "Search" });
    expect(await search.getByRole("link", { name: "Browse the documentation" }).getAttribute("href")).toBe(
      "/concepts/",
    );
  });

  it("says 'No results' for a query of punctuation only", async () => {
    await openHydrated("/guides/");
    await page.getByRole("button", { name: /^Search/ }).click();
    await page.locator(".DocSearch-Input").fill(".*+?^${}()|[]\\");
    await page.getByText(/No results (found )?for/).waitFor();
    expect(await page.locator(".DocSearch-Hit").count()).toBe(0);
  });

  it("shows whatever the index holds as text and links only to pages of the site", async () => {
    const hostile = `<img src=x onerror="window.__injected=1">"><script>window.__injected=2</script>` + ` & &amp; 'q'`;
    await page.route("**/search-index.json", async (route) => {
      const index = (await (await route.fetch()).json()) as SerializedSearchIndex;
      const pageOf = (url: string) => index.pages.findIndex(([pageUrl]) => pageUrl === url);
      const target = pageOf("/concepts/entry-points/");
      index.pages[target][1] = `Entry Points ${hostile}`;
      index.sections[index.pages[target][2]] = hostile;
      for (const doc of index.docs)
        if (doc[0] === target) [doc[2], doc[4]] = [`${doc[2]} ${hostile}`, `${doc[4]} ${hostile}`];
      index.pages[pageOf("/guides/entry-advanced/")][0] = "javascript:window.__injected=3//";
      await route.fulfill({ contentType: "application/json", body: JSON.stringify(index) });
    });
    await openHydrated("/guides/");
    await page.getByRole("button", { name: /^Search/ }).click();
    await page.locator(".DocSearch-Input").fill("entry");
    await page.locator('.DocSearch-Hit a[href^="/concepts/entry-points/"]').first().waitFor();
    const modal = page.locator(".DocSearch-Modal");
    await expect(modal.getByText("<script>window.__injected=2</script>").first().isVisible()).resolves.toBe(true);
    expect(await modal.locator("script, img, [onerror]").count()).toBe(0);
    const hrefs = await modal
      .locator(".DocSearch-Hit a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href.startsWith("/"))).toEqual([]);
    expect(await page.evaluate(() => (window as Window & { __injected?: number }).__injected)).toBeUndefined();
  });

  it("works offline once the service worker has cached the index", async () => {
    // No request routing here: Playwright's routing and service workers do not mix. Foreign
    // requests are still recorded and must not happen.
    const browser = page.context().browser();
    if (!browser) throw new Error("the page has no browser");
    const online = await browser.newContext({ baseURL: LOCALHOST_URL, viewport: { width: 1280, height: 900 } });
    const tab = await online.newPage();
    const foreignHere: string[] = [];
    online.on("request", (request) => {
      if (!request.url().startsWith(LOCALHOST_URL)) foreignHere.push(request.url());
    });
    await tab.goto("/concepts/");
    await tab.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await tab.reload();
    await tab.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const search = async (query: string, expected: string) => {
      await tab.getByRole("button", { name: "Print Document" }).and(tab.locator(":enabled")).waitFor();
      await tab.keyboard.press("Control+k");
      await tab.locator(".DocSearch-Input").fill(query);
      await tab.locator(`.DocSearch-Hit a[href^="${expected}"]`).first().waitFor();
      await tab.keyboard.press("Escape");
    };
    await search("devtool", "/configuration/devtool/");
    await online.setOffline(true);
    await tab.reload();
    await search("tree shaking", "/guides/tree-shaking/");
    await online.close();
    expect(foreignHere).toEqual([]);
  });
});
