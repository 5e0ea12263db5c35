import type { Browser, BrowserContext, Page } from "playwright-core";
import { browserPerFile, siteContext } from "./browser";
import { BASE_URL } from "./config";
import { DRAWER_SECTIONS } from "../../src/site/sections";
import { ARTICLE_LAID_OUT_ATTRIBUTE } from "../../src/site/article-layout";

// The page chrome's interaction states in a real browser.
let browser: Browser;
let context: BrowserContext;
let page: Page;

browserPerFile((launched) => {
  browser = launched;
});
afterEach(async () => {
  await context?.close();
});

async function open(
  path: string,
  viewport = { width: 1280, height: 900 },
  options: { hasTouch?: boolean } = {},
): Promise<Page> {
  context = await siteContext(browser, viewport, options);
  page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  return page;
}

/** React has hydrated once Print Document (doc pages) or the chat button (every page) is live. */
async function hydrated(target: Page): Promise<void> {
  await target.getByRole("button", { name: "Open community chat" }).waitFor();
}

describe("notification bar", () => {
  it("stays dismissed across reloads, stored as '2', with the body class only while visible", async () => {
    await open("/concepts/");
    const bar = page.getByRole("complementary", { name: "Notification" });
    await expect(bar.isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.body.classList.contains("notification-bar-visible"))).resolves.toBe(true);
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(bar.count()).resolves.toBe(0);
    await expect(page.evaluate(() => localStorage.getItem("notification-dismissed"))).resolves.toBe("2");
    // Before any script of the app runs, the first-paint script has already hidden it.
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(
      page.evaluate(() => ({
        bodyMarked: document.body.classList.contains("notification-bar-visible"),
        barShown: [...document.querySelectorAll("[data-notification-bar]")].some(
          (element) => (element as HTMLElement).offsetHeight > 0,
        ),
      })),
    ).resolves.toEqual({ bodyMarked: false, barShown: false });
  });
});

describe("language dropdown", () => {
  it("goes down and around with the arrow keys and Escape returns focus to the button", async () => {
    await open("/concepts/");
    const button = page.getByRole("button", { name: "Select language" });
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    const focused = (): Promise<string> => page.evaluate(() => document.activeElement?.textContent ?? "");
    await page.waitForFunction(() => document.activeElement?.textContent === "English");
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.activeElement?.textContent === "中文");
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.activeElement?.textContent === "English");
    await page.keyboard.press("ArrowUp");
    await page.waitForFunction(() => document.activeElement?.textContent === "中文");
    await expect(focused()).resolves.toBe("中文");
    await page.keyboard.press("Escape");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe(
      "Select language",
    );
  });
});

describe("mobile drawer at 375 px", () => {
  const drawerHidden = (): Promise<string | null> => page.locator("#documentation-drawer").getAttribute("aria-hidden");
  const swipe = (from: [number, number], to: [number, number]): Promise<void> =>
    page.evaluate(
      ([start, end]) => {
        const touch = (x: number, y: number): Touch =>
          new Touch({ identifier: 1, target: document.body, clientX: x, clientY: y });
        document.dispatchEvent(
          new TouchEvent("touchstart", { touches: [touch(...start)], changedTouches: [touch(...start)] }),
        );
        document.dispatchEvent(new TouchEvent("touchend", { touches: [], changedTouches: [touch(...end)] }));
      },
      [from, to] as const,
    );

  it("opens from the menu button with every section and closes with the close icon and a tap outside", async () => {
    await open("/concepts/output/", { width: 375, height: 740 });
    await expect(page.getByRole("navigation", { name: "Section" }).isVisible()).resolves.toBe(false);
    await expect(drawerHidden()).resolves.toBe("true");
    await page.getByRole("button", { name: "Toggle navigation menu" }).click();
    await expect(drawerHidden()).resolves.toBe("false");
    const drawer = page.getByRole("dialog", { name: "Documentation sections" });
    for (const { title: section } of DRAWER_SECTIONS) {
      await drawer.getByText(section, { exact: true }).first().waitFor();
    }
    await expect(drawer.getByRole("link", { name: "Output" }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe("hidden");
    await page.getByRole("button", { name: "Close navigation menu" }).click();
    await expect(drawerHidden()).resolves.toBe("true");
    await page.getByRole("button", { name: "Toggle navigation menu" }).click();
    await page.mouse.click(360, 400); // the dimmed page beside the panel
    await expect(drawerHidden()).resolves.toBe("true");
  });

  it("opens on a swipe from the left edge and closes on a swipe left", async () => {
    await open("/concepts/output/", { width: 375, height: 740 }, { hasTouch: true });
    await swipe([300, 300], [370, 300]); // starts too far from the edge
    await expect(drawerHidden()).resolves.toBe("true");
    await swipe([10, 300], [25, 300]); // too short
    await expect(drawerHidden()).resolves.toBe("true");
    await swipe([10, 300], [160, 320]);
    await expect(drawerHidden()).resolves.toBe("false");
    await swipe([250, 300], [60, 310]);
    await expect(drawerHidden()).resolves.toBe("true");
  });
});

describe("document scrolling", () => {
  it("scrolls to the heading named by the hash after load", async () => {
    await open("/concepts/output/#pitfalls");
    const top = await page.evaluate(() => document.getElementById("pitfalls")?.getBoundingClientRect().top ?? -1);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(100);
  });

  it("keeps the reader's place deep in a long article across a reload and a Back", async () => {
    await open("/configuration/output/");
    // Scroll down as a reader does, a screen at a time, to about two thirds of the article.
    const end = await page.evaluate(() => document.documentElement.scrollHeight * 0.65);
    for (let y = 0; y < end; y += 800) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(20);
    }
    // The first block below the header, and where it is: the place to come back to.
    const place = await page.evaluate(() => {
      const blocks = [...document.querySelectorAll(".markdown > *")];
      const index = blocks.findIndex((block) => block.getBoundingClientRect().top > 100);
      return { index, top: blocks[index].getBoundingClientRect().top };
    });
    expect(place.index).toBeGreaterThan(100);
    const cameBack = () =>
      page.waitForFunction(
        ({ index, top }) => {
          const block = document.querySelectorAll(".markdown > *")[index];
          return block !== undefined && Math.abs(block.getBoundingClientRect().top - top) < 2;
        },
        place,
        { timeout: 10_000 },
      );
    await page.reload();
    await hydrated(page);
    await cameBack();
    // The sidebar stays in view, so following its link does not scroll the article first.
    await page.getByRole("navigation", { name: "Section" }).getByRole("link", { name: "Module", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Module" }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Output" }).waitFor();
    await cameBack();
  });

  it("scrolls to the top when the current page's sidebar link is clicked, but not on ctrl-click", async () => {
    await open("/concepts/output/");
    await page.evaluate(() => window.scrollTo(0, 2500));
    const link = page.getByRole("navigation", { name: "Section" }).getByRole("link", { name: "Output", exact: true });
    const newTab = context.waitForEvent("page");
    await link.click({ modifiers: ["Control"] });
    await (await newTab).close();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(2000);
    await link.click();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it("goes to the top of a page reached from another page's link", async () => {
    await open("/concepts/output/");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole("navigation", { name: "Section" }).getByRole("link", { name: "Loaders" }).click();
    await page.getByRole("heading", { level: 1, name: "Loaders" }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

describe("document content states", () => {
  it("shows the loading placeholder while the next page loads, then its content", async () => {
    await open("/concepts/output/");
    await context.route("**/page-data/concepts/loaders/page-data.json", async (route) => {
      await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Section" }).getByRole("link", { name: "Loaders" }).click();
    await page.getByRole("status", { name: "Loading" }).waitFor();
    await page.getByRole("heading", { level: 1, name: "Loaders" }).waitFor();
    await expect(page.getByRole("status", { name: "Loading" }).count()).resolves.toBe(0);
  });

  it("shows 'Error loading content.' with the chrome when the page's data cannot load", async () => {
    await open("/concepts/output/");
    await context.route("**/page-data/concepts/loaders/page-data.json", (route) => route.abort());
    await context.route(
      (url) => url.pathname === "/concepts/loaders/",
      (route) => route.abort(),
    );
    await page.getByRole("navigation", { name: "Section" }).getByRole("link", { name: "Loaders" }).click();
    await page.getByText("Error loading content.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/concepts/loaders/");
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("contentinfo").isVisible()).resolves.toBe(true);
  });
});

describe("contributors", () => {
  it("requests avatars only when the section scrolls into view and shows initials when they fail", async () => {
    const avatarRequests: string[] = [];
    context = await siteContext(browser);
    context.on("request", (request) => {
      if (request.url().startsWith("https://github.com/")) avatarRequests.push(request.url());
    });
    page = await context.newPage();
    await page.goto("/concepts/output/");
    await hydrated(page);
    await page.waitForTimeout(700);
    expect(avatarRequests).toEqual([]);
    expect(await page.locator("[data-testid=contributors] img").count()).toBe(0);
    const avatar = page.waitForRequest("https://github.com/webpack.png?size=90");
    await page.getByTestId("contributors").scrollIntoViewIfNeeded();
    await avatar;
    // The code host is unreachable here, so the image fails and the initials come back.
    await page.waitForFunction(() => !document.querySelector("[data-testid=contributors] img"));
    expect(avatarRequests).toEqual(["https://github.com/webpack.png?size=90"]);
    await expect(page.getByTestId("contributors").getByRole("link", { name: "webpack" }).textContent()).resolves.toBe(
      "WE",
    );
  });
});

describe("chat", () => {
  it("requests nothing before the first click, then tries the widget and opens the room when it cannot load", async () => {
    const chatRequests: string[] = [];
    context = await siteContext(browser);
    context.on("request", (request) => {
      if (/gitter/.test(request.url())) chatRequests.push(request.url());
    });
    page = await context.newPage();
    await page.goto("/concepts/");
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(chatRequests).toEqual([]);
    const popup = context.waitForEvent("page");
    await page.getByRole("button", { name: "Open community chat" }).click();
    const room = await popup;
    expect(chatRequests[0]).toBe("https://sidecar.gitter.im/dist/sidecar.v1.js");
    await room.waitForLoadState().catch(() => undefined);
    // The new tab asked for the room (it cannot load here: third-party hosts are blocked).
    expect(chatRequests).toContain("https://gitter.im/webpack/webpack");
  });
});

describe("code blocks", () => {
  it("copies a diff without the removed lines and markers", async () => {
    await open("/guides/output-management/");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const block = page.locator(".code-block pre[data-language=diff]").first();
    const expected = await block.evaluate((pre) =>
      (pre.textContent ?? "")
        .split("\n")
        .filter((line) => !line.startsWith("-"))
        .map((line) => line.replace(/^[+ ]/, ""))
        .join("\n"),
    );
    await block.hover();
    const copy = block.locator("xpath=..").getByRole("button", { name: "Copy code" });
    await copy.click();
    await copy.getByText("Copied").waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(expected);
    expect(expected).not.toMatch(/^[-+]/m);
  });

  it("is highlighted at build time, with the file name shown", async () => {
    await open("/concepts/output/");
    const titled = page.locator(".code-block:has(.code-block-title)").first();
    const title = await titled.locator(".code-block-title").textContent();
    expect(title).toMatch(/\.(js|mjs|json|ts)$/);
    await expect(titled.getByText(title ?? "", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(titled.locator("pre .token.keyword, pre .token.string").count()).resolves.toBeGreaterThan(0);
  });

  it("can be reached with the keyboard where it scrolls sideways, and only there", async () => {
    // Every block is in the tab order in the pre-rendered HTML, so a page without its script
    // keeps them all reachable.
    const html = await (await fetch(`${BASE_URL}/concepts/output/`)).text();
    const blocks = html.match(/<pre\b[^>]*>/g) ?? [];
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.filter((tag) => !/tabindex="0"/.test(tag))).toEqual([]);
    for (const width of [375, 1280]) {
      await open("/concepts/output/", { width, height: 900 });
      // Blocks far down are laid out only as the reader nears them, keeping the build's tab stop
      // until then; laid out whole (as before a saved scroll position is restored), each is measured.
      await page.evaluate((name) => document.documentElement.setAttribute(name, ""), ARTICLE_LAID_OUT_ATTRIBUTE);
      const overflowing = () =>
        page.locator(".code-block pre").evaluateAll((pres) =>
          pres.map((pre) => ({
            scrolls: pre.scrollWidth > pre.clientWidth,
            tabStop: pre.getAttribute("tabindex") === "0",
          })),
        );
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLElement>(".code-block pre")].every(
          (pre) => pre.scrollWidth > pre.clientWidth === (pre.tabIndex === 0),
        ),
      );
      const states = await overflowing();
      expect(states.filter((state) => state.scrolls !== state.tabStop)).toEqual([]);
      if (width === 375) expect(states.some((state) => state.scrolls)).toBe(true);
      if (width === 375) await context.close();
    }
  });
});

describe("dark mode", () => {
  it("follows the system, and a toggled choice persists without a flash on reload", async () => {
    context = await siteContext(browser);
    page = await context.newPage();
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/concepts/");
    await hydrated(page);
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe("dark");
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("true");
    await toggle.click();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe("light");
    await page.reload({ waitUntil: "domcontentloaded" });
    // Decided by the first-paint script, before the app's scripts run.
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe("light");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(255, 255, 255)");
  });
});
