import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser, siteContext } from "./browser";
import { BASE_URL, loadRoutes } from "./config";

const routes = loadRoutes();
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await siteContext(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** What every route's <title> must be. */
function expectedTitle(route: string, kind: string, h1: string): string | RegExp {
  if (route === "/") return "webpack";
  if (kind === "printable") return "Combined printable page | webpack";
  return `${h1} | webpack`;
}

describe("every route of ROUTES.txt", () => {
  it("covers the spec's routes", () => {
    expect(routes.length).toBeGreaterThan(150);
  });

  it("answers 200 over HTTP", async () => {
    const failures: string[] = [];
    for (const { route } of routes) {
      const response = await fetch(`${BASE_URL}${route}`);
      if (response.status !== 200) failures.push(`${route} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("renders an h1 and the title rule in Chromium, with the page's own anchors", async () => {
    const failures: string[] = [];
    const queue = routes.filter(({ route }) => route !== "/app-shell/");
    const worker = async () => {
      const page = await context.newPage();
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { route, kind } = next;
        await page.goto(route, { waitUntil: "load" });
        const h1 = (await page.locator("h1").first().textContent({ timeout: 5000 }).catch(() => null))?.trim();
        if (!h1) {
          failures.push(`${route}: no h1`);
          continue;
        }
        const title = await page.title();
        const expected = expectedTitle(route, kind, h1);
        if (title !== expected) failures.push(`${route}: title "${title}", expected "${expected}"`);
        if (kind !== "special" && kind !== "printable") {
          failures.push(...(await missingAnchors(route, page)));
        }
      }
      await page.close();
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(failures).toEqual([]);
  }, 300_000);

  it("renders /app-shell/ as an empty shell, titled with the site's name", async () => {
    const page = await context.newPage();
    await page.goto("/app-shell/");
    expect(await page.locator("main, h1").count()).toBe(0);
    expect(await page.title()).toBe("webpack");
    await page.close();
  });
});

interface SliceData {
  result: { sliceContext: { groups: Array<{ pages: Array<{ url: string; anchors: Array<{ id: string; title: string }> }> }> } };
}

const sliceData = new Map<string, Promise<SliceData>>();

/** A section's sidebar slice data (every page with its anchors), fetched once per section. */
function sidebarData(route: string): Promise<SliceData> {
  const section = route.split("/")[1] || "top-level";
  const slice = ["api", "concepts", "configuration", "contribute", "guides", "loaders", "migrate", "plugins"].includes(section) ? section : "top-level";
  if (!sliceData.has(slice)) sliceData.set(slice, fetch(`${BASE_URL}/slice-data/sidebar-${slice}.json`).then((response) => response.json() as Promise<SliceData>));
  return sliceData.get(slice) as Promise<SliceData>;
}

/** Anchors the content model derived (the sidebar's data) that the rendered page lacks. */
async function missingAnchors(route: string, page: import("playwright-core").Page): Promise<string[]> {
  const groups = (await sidebarData(route)).result.sliceContext.groups;
  const entry = groups.flatMap((block) => block.pages).find((p) => p.url === route);
  if (!entry) return [`${route}: not in its own sidebar`];
  const problems: string[] = [];
  for (const anchor of entry.anchors) {
    const text = await page.locator(`[id="${anchor.id}"]`).first().textContent({ timeout: 1000 }).catch(() => null);
    if (text === null) problems.push(`${route}: no element with id "${anchor.id}"`);
    else if (text.trim() !== anchor.title) problems.push(`${route}#${anchor.id}: heading "${text.trim()}" ≠ "${anchor.title}"`);
  }
  return problems;
}
