import type { Page } from "playwright-core";
import { pagePerTest } from "./browser";
import { BASE_URL, loadRoutes } from "./config";
import { twinViolations } from "../markdown-twin-rules";
import { SECTIONS, TOP_LEVEL_SECTION_TITLE } from "../../src/site/sections";

// Every documentation route has a Markdown twin (/concepts/output/ → /concepts/output.md), listed
// by /llms.txt and gathered in /llms-full.txt; doc pages link it from their head and offer
// "Copy page" and "View as Markdown".

const SITE_URL = "https://webpack.js.org";
const DOC_KINDS = new Set(["doc", "doc-external", "section-index"]);
const docRoutes = loadRoutes().filter((route) => DOC_KINDS.has(route.kind));

/** Where a route's twin is served: a section index keeps its file name. */
const twinUrl = (route: string, kind: string): string =>
  kind === "section-index" ? `${route}index.md` : `${route.replace(/\/$/, "")}.md`;
/** A production URL of the site as the test server serves it. */
const local = (url: string): string => url.replace(SITE_URL, BASE_URL);

async function text(url: string): Promise<{ status: number; type: string; body: string }> {
  const response = await fetch(url.startsWith("/") ? `${BASE_URL}${url}` : url);
  return { status: response.status, type: response.headers.get("content-type") ?? "", body: await response.text() };
}

let page: Page;
pagePerTest(
  (next) => (page = next),
  (context) => context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL }),
);

describe("Markdown twins", () => {
  it("serve a page as Markdown text: title, description, plain headings, fenced code, absolute links", async () => {
    const twin = await text("/concepts/output.md");
    expect(twin.status).toBe(200);
    expect(twin.type).toMatch(/^text\/markdown/);
    expect(twin.body).toMatch(/^# Output\n\nHow webpack names the files it emits[^\n]*\n\n/);
    expect(twin.body).toContain("\n## Defaults\n");
    expect(twin.body).toContain("**webpack.config.js**\n\n```js\n");
    expect(twin.body).toContain("[dependency graph](https://webpack.js.org/concepts/dependency-graph/)");
    expect(twin.body).toMatch(/\n\| option \| default \| meaning \|\n\| - \| - \| - \|\n/);
    expect(twin.body).not.toMatch(/\{#[\w-]+\}|permalink/);
    expect((await text("/concepts/index.md")).body).toMatch(/^# Concepts\n/);
    expect((await text("/glossary.md")).body).toMatch(/^# Glossary\n/);
    expect((await text("/loaders/babel-loader.md")).body).toMatch(/^# babel-loader\n/);
  });

  it("exist for every documentation route, linked from its head, with no HTML, JSX, import line or MDX comment", async () => {
    expect(docRoutes.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const { route, kind } of docRoutes) {
      const url = twinUrl(route, kind);
      const twin = await text(url);
      if (twin.status !== 200) problems.push(`${url}: HTTP ${twin.status}`);
      else if (!twin.body.startsWith("# ")) problems.push(`${url}: no # title`);
      else problems.push(...twinViolations(twin.body).map((problem) => `${url}:${problem}`));
      const links = (await text(route)).body.match(/<link [^>]*>/g) ?? [];
      const alternate = links.filter(
        (link) => link.includes('rel="alternate"') && link.includes('type="text/markdown"'),
      );
      if (alternate.length !== 1 || !alternate[0].includes(`href="${SITE_URL}${url}"`))
        problems.push(`${route}: head links ${alternate.join(" ") || "no twin"}`);
    }
    expect(problems).toEqual([]);
  });

  it("are not made for printable pages", async () => {
    expect((await text("/concepts/printable.md")).status).toBe(404);
    await page.goto("/concepts/printable/");
    await page.locator(".printable-page").first().waitFor();
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]').count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Copy page" }).count()).resolves.toBe(0);
  });
});

describe("llms.txt", () => {
  it("names the site, sums it up, and lists every twin by section in sidebar order; every link resolves", async () => {
    const llms = await text("/llms.txt");
    expect(llms.status).toBe(200);
    const lines = llms.body.split("\n");
    expect(lines[0]).toBe("# webpack");
    expect(lines[1]).toBe("");
    expect(lines[2]).toMatch(/^> Documentation for webpack 5/);
    const sections = lines.filter((line) => line.startsWith("## ")).map((line) => line.slice(3));
    expect(sections).toEqual([...SECTIONS.map((section) => section.title), TOP_LEVEL_SECTION_TITLE]);
    expect(lines.filter((line) => line.startsWith("# "))).toHaveLength(1);

    const entries = lines.filter((line) => line.startsWith("- "));
    const urls = entries.map((line) => {
      const match = /^- \[[^\]]+\]\((https:\/\/webpack\.js\.org\/[^)]+\.md)\)(: \S.*)?$/.exec(line);
      expect(match).not.toBeNull();
      return match![1];
    });
    expect(new Set(urls).size).toBe(urls.length);
    // Every documentation route of ROUTES.txt (and any other page: their links resolve below).
    expect(urls).toEqual(
      expect.arrayContaining(docRoutes.map(({ route, kind }) => `${SITE_URL}${twinUrl(route, kind)}`)),
    );
    for (const url of urls) expect([url, (await text(local(url))).status]).toEqual([url, 200]);
  });

  it("lists a section's pages in the order of its sidebar", async () => {
    const llms = (await text("/llms.txt")).body;
    const concepts = llms.split("## Concepts\n\n")[1].split("\n\n")[0];
    const listed = [...concepts.matchAll(/\]\(https:\/\/webpack\.js\.org([^)]+)\)/g)].map((match) => match[1]);
    await page.goto("/concepts/");
    const sidebar = await page
      .locator('nav[aria-label="Section"] a[href^="/concepts/"]')
      .evaluateAll((links) =>
        links
          .map((link) => link.getAttribute("href") ?? "")
          .filter((href) => !href.includes("#") && !href.includes("printable")),
      );
    const expected = [...new Set(sidebar)].map((href) =>
      href === "/concepts/" ? "/concepts/index.md" : `${href.replace(/\/$/, "")}.md`,
    );
    expect(listed).toEqual(expected);
  });

  it("has llms-full.txt: every twin in the same order", async () => {
    const llms = (await text("/llms.txt")).body;
    const urls = [...llms.matchAll(/^- \[[^\]]+\]\((https:[^)]+)\)/gm)].map((match) => match[1]);
    const twins = await Promise.all(urls.map(async (url) => (await text(local(url))).body.trimEnd()));
    const full = await text("/llms-full.txt");
    expect(full.status).toBe(200);
    expect(full.body).toBe(`${twins.join("\n\n---\n\n")}\n`);
  });
});

describe("a doc page", () => {
  it("links its twin from the head", async () => {
    await page.goto("/concepts/output/");
    const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
    await expect(alternate.count()).resolves.toBe(1);
    expect(await alternate.getAttribute("href")).toBe(`${SITE_URL}/concepts/output.md`);
    await page.goto("/concepts/");
    expect(await alternate.getAttribute("href")).toBe(`${SITE_URL}/concepts/index.md`);
  });

  it("copies its Markdown with Copy page (keyboard too), confirms it politely, and again offline", async () => {
    await page.goto("/concepts/output/");
    const twin = (await text("/concepts/output.md")).body;
    const button = page.getByRole("button", { name: "Copy page" });
    await button.and(page.locator(":enabled")).waitFor();
    const status = page.locator('[role="status"][aria-live="polite"]').filter({ hasText: "Copied" });
    await button.click();
    await status.waitFor();
    expect(await status.isVisible()).toBe(true);
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(twin);

    await page.evaluate(() => navigator.clipboard.writeText(""));
    await status.waitFor({ state: "detached" });
    await page.context().setOffline(true);
    try {
      await button.focus();
      await page.keyboard.press("Enter");
      await status.waitFor();
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(twin);
    } finally {
      await page.context().setOffline(false);
    }
  });

  it("opens the twin with View as Markdown", async () => {
    await page.goto("/concepts/output/");
    const link = page.getByRole("link", { name: "View as Markdown" });
    expect(await link.getAttribute("href")).toBe("/concepts/output.md");
    await link.click();
    await page.waitForURL("**/concepts/output.md");
    expect(await page.locator("body").innerText()).toMatch(/^# Output\n/);
  });
});
