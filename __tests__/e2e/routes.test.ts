import type { BrowserContext } from "playwright-core";
import { browserPerFile, siteContext } from "./browser";
import { BASE_URL, loadRoutes } from "./config";
import { watchForErrors } from "./page-errors";

const routes = loadRoutes();
let context: BrowserContext;
browserPerFile(async (browser) => {
  context = await siteContext(browser);
});

/** What every route's <title> must be. */
function expectedTitle(route: string, kind: string, h1: string): string | RegExp {
  if (route === "/") return "webpack";
  if (kind === "printable") return "Combined printable page | webpack";
  return `${h1} | webpack`;
}

describe("every route of ROUTES.txt", () => {
  it("has the routes of ROUTES.txt to check", () => {
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

  it("renders with an h1, the title rule and its anchors, logging no error, throwing nothing", async () => {
    const failures: string[] = [];
    const queue = routes.filter(({ route }) => route !== "/app-shell/");
    const worker = async () => {
      const page = await context.newPage();
      // Console errors (React's hydration mismatches among them), uncaught errors and rejections,
      // and requests for files of the site that fail; other hosts are blocked.
      const errors = watchForErrors(page, { failedSiteRequests: true });
      const offlineNotes: string[] = [];
      page.on("console", (message) => {
        // Playwright's own note on blocking the worker is not the site's.
        if (/service worker|offline/i.test(message.text()) && !/by Playwright$/.test(message.text())) {
          offlineNotes.push(`${message.type()}: ${message.text()}`);
        }
      });
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { route, kind } = next;
        offlineNotes.length = 0;
        await page.goto(route, { waitUntil: "load" });
        // Mounted only once hydration has finished; a mismatch is reported before that.
        await page
          .getByRole("button", { name: "Open community chat" })
          .waitFor({ timeout: 10_000 })
          .catch(() => failures.push(`${route}: never hydrated`));
        const h1 = (
          await page
            .locator("h1")
            .first()
            .textContent({ timeout: 5000 })
            .catch(() => null)
        )?.trim();
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
        // Workers are blocked here; a page tries to register its worker only seconds after load
        // (faults.test.ts checks the one note it then logs), so while it is open here it logs at
        // most one note about offline reading, and never as an error.
        if (offlineNotes.length > 1 || offlineNotes.some((note) => !/^(info|warning): /.test(note))) {
          failures.push(
            `${route}: offline notes ${JSON.stringify(offlineNotes)}, expected at most one info or warning`,
          );
        }
      }
      await page.close();
      failures.push(...errors);
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(failures).toEqual([]);
  }, 300_000);

  it("would notice a hydration mismatch (so the check above can fail)", async () => {
    const page = await context.newPage();
    const errors = watchForErrors(page);
    // The pre-rendered heading changed before React hydrates it: the server and browser disagree.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const h1 = document.querySelector("main h1");
        if (h1) h1.textContent = "Changed before hydration";
      });
    });
    await page.goto("/concepts/output/");
    await page.getByRole("button", { name: "Open community chat" }).waitFor();
    expect(errors.join("\n")).toMatch(/Minified React error #(418|423|425)/);
    await page.close();
  });

  it("renders /app-shell/ as an empty shell, titled with the site's name", async () => {
    const page = await context.newPage();
    await page.goto("/app-shell/");
    expect(await page.locator("main, h1").count()).toBe(0);
    expect(await page.title()).toBe("webpack");
    await page.close();
  });
});

interface SliceData {
  result: {
    sliceContext: { groups: Array<{ pages: Array<{ url: string; anchors: Array<{ id: string; title: string }> }> }> };
  };
}

const sliceData = new Map<string, Promise<SliceData>>();

/** A section's sidebar slice data (every page with its anchors), fetched once per section. */
function sidebarData(route: string): Promise<SliceData> {
  const section = route.split("/")[1] || "top-level";
  const slice = ["api", "concepts", "configuration", "contribute", "guides", "loaders", "migrate", "plugins"].includes(
    section,
  )
    ? section
    : "top-level";
  if (!sliceData.has(slice))
    sliceData.set(
      slice,
      fetch(`${BASE_URL}/slice-data/sidebar-${slice}.json`).then((response) => response.json() as Promise<SliceData>),
    );
  return sliceData.get(slice) as Promise<SliceData>;
}

/** Anchors the content model derived (the sidebar's data) that the rendered page lacks. */
async function missingAnchors(route: string, page: import("playwright-core").Page): Promise<string[]> {
  const groups = (await sidebarData(route)).result.sliceContext.groups;
  const entry = groups.flatMap((block) => block.pages).find((p) => p.url === route);
  if (!entry) return [`${route}: not in its own sidebar`];
  // One round trip for all of them: the first element with each id, as the browser finds it.
  const texts = await page.evaluate(
    (ids) => ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? null),
    entry.anchors.map((anchor) => anchor.id),
  );
  return entry.anchors.flatMap((anchor, index) => {
    const text = texts[index];
    if (text === null) return [`${route}: no element with id "${anchor.id}"`];
    return text === anchor.title ? [] : [`${route}#${anchor.id}: heading "${text}" ≠ "${anchor.title}"`];
  });
}
