import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { pagePerTest } from "./browser";
import { BASE_URL } from "./config";

let page: Page;
pagePerTest((next) => (page = next));

describe("head tags", () => {
  const head = (target: Page) =>
    target.evaluate(() => ({
      title: document.title,
      titles: document.querySelectorAll("head title").length,
      description: [...document.querySelectorAll('head meta[name="description"]')].map((meta) =>
        meta.getAttribute("content"),
      ),
      canonical: [...document.querySelectorAll('head link[rel="canonical"]')].map((link) => link.getAttribute("href")),
      markdown: [...document.querySelectorAll('head link[rel="alternate"][type="text/markdown"]')].map((link) =>
        link.getAttribute("href"),
      ),
      ogTitle: [...document.querySelectorAll('head meta[property="og:title"]')].map((meta) =>
        meta.getAttribute("content"),
      ),
    }));

  it("follow the reader through client-side navigation, once each, as the server writes them", async () => {
    await page.goto("/concepts/");
    await page.getByRole("button", { name: "Open community chat" }).waitFor();
    const first = await head(page);
    expect(first).toMatchObject({
      title: "Concepts | webpack",
      titles: 1,
      canonical: ["https://webpack.js.org/concepts/"],
    });
    await page.locator("main article").getByRole("link", { name: "Entry Points", exact: true }).first().click();
    await page.waitForURL("**/concepts/entry-points/");
    await page.waitForFunction(() => document.title === "Entry Points | webpack");
    const navigated = await head(page);
    const served = await page.context().newPage();
    await served.goto("/concepts/entry-points/");
    const fresh = await head(served);
    await served.close();
    expect(navigated).toEqual(fresh);
    expect(navigated).toMatchObject({
      titles: 1,
      markdown: ["https://webpack.js.org/concepts/entry-points.md"],
      ogTitle: ["Entry Points | webpack"],
    });
    // On to a page without a Markdown twin (the home page): the twin's link goes.
    await page.getByRole("banner").getByRole("link", { name: "webpack", exact: true }).click();
    await page.waitForFunction(() => document.title === "webpack");
    expect(await head(page)).toMatchObject({ titles: 1, markdown: [], canonical: ["https://webpack.js.org/"] });
  });
});

describe("routing", () => {
  it("redirects a path without a trailing slash to the slashed path", async () => {
    const response = await fetch(`${BASE_URL}/concepts/output`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", BASE_URL).pathname).toBe("/concepts/output/");
    await page.goto("/vote");
    expect(new URL(page.url()).pathname).toBe("/vote/");
  });

  it("answers 404 with the not-found page for unknown paths", async () => {
    expect((await fetch(`${BASE_URL}/no/such/page/`)).status).toBe(404);
    await page.goto("/no/such/page/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Page Not Found");
    await page.getByText("Oops! The page you are looking for has been removed or relocated.").waitFor();
    const home = page.getByRole("link", { name: "Go to Homepage" });
    expect(await home.getAttribute("href")).toBe("/");
    await home.click();
    await page.waitForURL(`${BASE_URL}/`);
  });
});

describe("document pages", () => {
  it("shows the api sidebar in reading order, grouped, with the current page marked", async () => {
    await page.goto("/api/compiler-hooks/");
    const nav = page.getByRole("navigation", { name: "Section" });
    const pages = await nav.locator(":scope > div > ul > li > div > a").allTextContents();
    expect(pages).toEqual([
      "API",
      "Command Line Interface",
      "CLI Flag Reference",
      "Node Interface",
      "Stats Data",
      "Hot Module Replacement",
      "Loader Interface",
      "Logger Interface",
      "Module Methods",
      "Module Variables",
      "Compilation Object",
      "Compiler Hooks",
      "Compilation Hooks",
      "NormalModuleFactory Hooks",
      "ContextModuleFactory Hooks",
      "JavascriptParser Hooks",
      "Plugin API",
      "Resolvers",
    ]);
    expect(await nav.getByRole("heading").allTextContents()).toEqual(["Modules", "Objects", "Plugins"]);
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe("Compiler Hooks");
    expect(await nav.getByRole("link", { name: "Print Section" }).getAttribute("href")).toBe("/api/printable/");
    await nav.getByRole("link", { name: "webpack 4 documentation" }).waitFor();
  });

  it("leads webpack.js.org's old addresses of pages that are sections here to their new place", async () => {
    await page.goto("/configuration/cache/#cachemaxage");
    await page.waitForURL(/\/configuration\/other-options\/#cachemaxage$/);
    expect(await page.locator('[id="cachemaxage"]').count()).toBe(1);
    await page.goto("/configuration/infrastructureLogging/");
    await page.waitForURL(/\/configuration\/other-options\/#infrastructurelogging$/);
  });

  it("has the header actions, pager and page-level sections", async () => {
    await page.goto("/concepts/output/");
    expect(await page.getByRole("link", { name: "Edit Document" }).getAttribute("href")).toMatch(
      /\/edit\/.*content\/concepts\/output\.mdx$/,
    );
    expect(await page.getByRole("link", { name: "Jump to Repository" }).count()).toBe(0);
    await page.getByRole("button", { name: "Print Document" }).click();
    expect(await page.evaluate(() => (window as Window & { __printCalls?: number }).__printCalls)).toBe(1);
    expect(await page.getByRole("link", { name: /« Previous/ }).getAttribute("href")).toBe("/concepts/entry-points/");
    expect(await page.getByRole("link", { name: /Next »/ }).getAttribute("href")).toBe("/concepts/loaders/");
    await page.getByRole("heading", { name: "Further Reading" }).waitFor();
    await page.getByTestId("contributors").getByRole("heading", { name: "Contributors" }).waitFor();
  });

  it("gives externally maintained pages their repository and README edit link", async () => {
    const frontMatter = readFileSync(join(__dirname, "..", "..", "content", "loaders", "_css-loader.mdx"), "utf8");
    const field = (name: string) => new RegExp(`^${name}: (.+)$`, "m").exec(frontMatter)?.[1];
    await page.goto("/loaders/css-loader/");
    expect(await page.getByRole("link", { name: "Jump to Repository" }).getAttribute("href")).toBe(field("repo"));
    expect(await page.getByRole("link", { name: "Edit Document" }).getAttribute("href")).toBe(field("edit"));
    expect(field("edit")).toMatch(/css-loader\/edit\/.*README\.md$/);
  });

  it("carries the head tags and landmarks every page needs (lang, description, canonical, og:title; header, main, footer)", async () => {
    await page.goto("/concepts/output/");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/concepts\/output\/$/);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe("Output | webpack");
    await expect(page.locator("header nav[aria-label='Main']").count()).resolves.toBe(1);
    await expect(page.locator("main").count()).resolves.toBe(1);
    await expect(page.locator("footer").count()).resolves.toBe(1);
  });

  it("makes Skip to content the first focusable element", async () => {
    await page.goto("/concepts/");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
  });
});

describe("printable pages", () => {
  it("combines the section's pages in sidebar order and prints once", async () => {
    await page.goto("/migrate/printable/");
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as Window & { __printCalls?: number }).__printCalls)).toBe(1);
    expect(await page.locator("main h1").allTextContents()).toEqual(["Migrate"]);
    expect(await page.locator("main article > h2").allTextContents()).toEqual([
      "Migrate",
      "To v5 from v4",
      "To v4 from v3",
      "To v2 or v3 from v1",
    ]);
    expect(await page.title()).toBe("Combined printable page | webpack");
  });

  it("lands a table-of-contents link on its own page's section, not on the first page's of that name", async () => {
    await page.goto("/plugins/printable/");
    const contents = page.getByRole("navigation", { name: "Contents" });
    const options = contents.getByRole("link", { name: "Options", exact: true });
    expect(await options.count()).toBeGreaterThan(2);
    const second = options.nth(1);
    const target = (await second.getAttribute("href")) ?? "";
    // The entry of the page the link belongs to: the outer list item, whose own link is the page's title.
    const entry = contents.locator("li", { has: page.locator(`a[href="${target}"]`) }).first();
    const pageTitle = await entry.locator(":scope > a").textContent();
    await second.click();
    const landed = page.locator(`[id="${decodeURIComponent(new URL(page.url()).hash.slice(1))}"]`);
    expect((await landed.textContent())?.trim()).toBe("Options");
    // It is that page's heading, scrolled to the top of the window; the first page's is elsewhere.
    expect(await landed.locator("xpath=ancestor::article[1]/h2").textContent()).toBe(pageTitle);
    const top = (element: import("playwright-core").Locator) =>
      element.evaluate((node) => node.getBoundingClientRect().top);
    expect(Math.abs(await top(landed))).toBeLessThan(40);
    const first = page.locator(
      `[id="${decodeURIComponent((await options.first().getAttribute("href"))?.slice(1) ?? "")}"]`,
    );
    expect(Math.abs(await top(first))).toBeGreaterThan(400);
  });

  it("lands in-article links on the same page's heading, and links to a page of the section on its place here", async () => {
    await page.goto("/configuration/printable/");
    const article = page.locator("article", {
      has: page.getByRole("heading", { level: 2, name: "Output", exact: true }),
    });
    const articleId = await article.getAttribute("aria-labelledby");
    const permalinks = await article
      .locator("a.anchor")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(permalinks.length).toBeGreaterThan(5);
    expect(permalinks.every((href) => href.startsWith(`#${articleId}--`))).toBe(true);
    const sectionLinks = await page
      .locator("main article a[href^='/configuration/']")
      .evaluateAll((links) => links.length);
    expect(sectionLinks).toBe(0);
  });
});
