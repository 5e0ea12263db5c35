import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import type { AxeResults, RunOptions } from "axe-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { browserPerFile, siteContext } from "./browser";
import { loadRoutes, type RouteKind } from "./config";
import { THEME_STORAGE_KEY } from "../../src/site/preferences";
import { ARTICLE_LAID_OUT_ATTRIBUTE } from "../../src/site/article-layout";

/**
 * axe-core over every route, in both themes and at a desktop and a phone width, and over the two
 * overlays (search dialog, mobile drawer) opened once each: a violation of any impact fails.
 * Switching the theme changes colours only, so the second theme is audited with the rules that
 * depend on colours. A printable page is its section's pages in the doc pages' chrome, both audited
 * at each width on their own routes: it is audited at the desktop width, where it is printed from.
 * Each audit sees the whole article laid out, as a reader who scrolls through it does.
 */

declare global {
  interface Window {
    axe: {
      configure: (spec: { noHtml: boolean }) => void;
      run: (context: Document, options: RunOptions) => Promise<AxeResults>;
    };
  }
}

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
/** The rules among AXE_TAGS' whose outcome depends on the colours of the page. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
const THEMES = ["light", "dark"] as const;
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];
/** Pages audited at once: one per core, as axe is CPU-bound, plus one loading meanwhile. */
const WORKERS = Math.min(6, availableParallelism() + 1);

/**
 * Rules a route may break, and why. /app-shell/ is the offline worker's app shell: empty by
 * design (the page the reader asked for is rendered into it), so it has no main landmark and no
 * h1 of its own.
 */
const EXPECTED: Record<string, string[]> = {
  // document-title until the change that gives /app-shell/ its <title> lands; then drop it here.
  "/app-shell/": ["landmark-one-main", "page-has-heading-one", "document-title"],
};

type Theme = (typeof THEMES)[number];
type Viewport = (typeof VIEWPORTS)[number];

interface Finding {
  rule: string;
  impact: string;
  targets: string[];
}

const routes = loadRoutes();
let browser: Browser;
browserPerFile((launched) => {
  browser = launched;
});

/** A context whose pages carry axe; the site follows the system's colour scheme until toggled. */
async function axeContext(viewport: Viewport, colorScheme: Theme = "light"): Promise<BrowserContext> {
  const context = await siteContext(browser, viewport, { colorScheme });
  await context.addInitScript({ content: AXE_SOURCE });
  return context;
}

/** Waits until React has run (the theme toggle is enabled then) and lazy lists have arrived. */
async function settle(page: Page): Promise<void> {
  const toggle = page.locator('button[aria-label="Dark theme"]');
  if ((await toggle.count()) > 0) {
    await toggle.and(page.locator(":enabled")).waitFor({ timeout: 30_000 });
  }
  // A lazy list shows a "Loading …" status until its chunk arrives, some only once scrolled near
  // (the home page's sponsors): bring each into view so that its list is audited too. Live
  // regions stay empty.
  for (const status of await page.locator("main [role='status']").filter({ hasText: /\S/ }).all()) {
    await status.scrollIntoViewIfNeeded().catch(() => undefined);
  }
  await page
    .waitForFunction(() => ![...document.querySelectorAll("main [role='status']")].some((s) => s.textContent), null, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

/** Route kinds that readers reach from an article's links, rendered by the client router then. */
const LINKED_KINDS: readonly RouteKind[] = ["doc", "doc-external", "section-index"];

/**
 * Opens ROUTE in PAGE. With FOLLOW_LINK, and when the page shows an article, as a reader gets there
 * from it: through a link in the article, which the client router follows. The site and axe then
 * stay loaded and compiled, which takes about 40% off axe's time per page; every route's own first
 * load is checked by the routes test (no console error, hydration included). Otherwise, by loading
 * it.
 */
async function open(page: Page, route: string, followLink: boolean): Promise<void> {
  const followed =
    followLink &&
    (await page.evaluate((to) => {
      const article = document.querySelector("main .markdown");
      if (!article) return false;
      const link = Object.assign(document.createElement("a"), { href: to, textContent: to });
      article.append(link);
      link.click();
      return true;
    }, route));
  if (!followed) {
    await page.goto(route, { waitUntil: "load" });
    return;
  }
  // The client router renders the page, then its head is updated: the canonical link names it.
  await page.waitForFunction(
    (to) =>
      window.location.pathname === to &&
      document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href.endsWith(to) === true,
    route,
    { timeout: 15_000 },
  );
}

const shownTheme = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.documentElement.getAttribute("data-theme"));

/**
 * axe's results of KIND on the page as it is now, with the whole article laid out: a long article
 * lays out its later blocks only as the reader nears them, and axe cannot tell the contrast of text
 * in a block that is not laid out (it reports it as undecided, not as a violation).
 */
async function axeResults(
  page: Page,
  runOnly: RunOptions["runOnly"],
  kind: "violations" | "incomplete",
): Promise<Finding[]> {
  return page.evaluate(
    async ([only, type, laidOut]) => {
      document.documentElement.setAttribute(laidOut, "");
      // Targets name the elements; leaving out their HTML saves time on long pages.
      window.axe.configure({ noHtml: true });
      const result = await window.axe.run(document, { runOnly: only, resultTypes: [type] });
      return result[type].map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? "unknown",
        targets: violation.nodes.map((node) => node.target.join(" ")),
      }));
    },
    [runOnly, kind, ARTICLE_LAID_OUT_ATTRIBUTE] as const,
  );
}

/**
 * axe's violations on the page as it is now, minus the rules EXPECTED allows on ROUTE; with
 * COLOURS_ONLY, those of COLOUR_RULES.
 */
async function audit(page: Page, route = "", coloursOnly = false): Promise<Finding[]> {
  const runOnly: RunOptions["runOnly"] = coloursOnly
    ? { type: "rule", values: COLOUR_RULES }
    : { type: "tag", values: AXE_TAGS };
  const findings = await axeResults(page, runOnly, "violations");
  return findings.filter(({ rule }) => !(EXPECTED[route] ?? []).includes(rule));
}

function describeFindings(where: string, findings: Finding[]): string[] {
  return findings.flatMap(({ rule, impact, targets }) =>
    targets.map((target) => `${where} ${rule} (${impact}): ${target}`),
  );
}

/**
 * Audits ROUTE in the theme it loads in, then with COLOUR_RULES in the other one. Where the page has
 * the theme toggle, the reader's way is taken (a click; only colours change); a page without it is
 * loaded again with the other theme saved as the reader's choice. Returns the failures.
 */
async function auditBothThemes(page: Page, route: string, width: number, followLink: boolean): Promise<string[]> {
  const failures: string[] = [];
  const themes: Array<string | null> = [];
  const check = async (): Promise<void> => {
    const theme = await shownTheme(page);
    const coloursOnly = themes.length > 0;
    themes.push(theme);
    failures.push(...describeFindings(`${route} [${theme} ${width}px]`, await audit(page, route, coloursOnly)));
  };
  await open(page, route, followLink);
  await settle(page);
  await check();
  const toggle = page.getByRole("button", { name: "Dark theme" });
  if ((await toggle.count()) > 0) {
    await toggle.click();
    await page.waitForFunction((before) => document.documentElement.dataset.theme !== before, themes[0]);
  } else {
    const other = themes[0] === "dark" ? "light" : "dark";
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, other]);
    await page.reload({ waitUntil: "load" });
  }
  await check();
  if (!(themes.includes("light") && themes.includes("dark"))) {
    failures.push(`${route} [${width}px]: audited in themes ${themes.join(", ")}, not light and dark`);
  }
  return failures;
}

describe("accessibility (axe-core)", () => {
  it("covers every route of ROUTES.txt", () => {
    expect(routes.length).toBeGreaterThan(150);
  });

  it("reports what it is shown: an image without a text alternative", async () => {
    const context = await axeContext(VIEWPORTS[0]);
    const page = await context.newPage();
    await page.goto("/concepts/");
    await settle(page);
    await page.evaluate(() => document.querySelector("main")?.append(new Image(10, 10)));
    const findings = await audit(page);
    await context.close();
    expect(describeFindings("/concepts/", findings)).toEqual([
      expect.stringMatching(/^\/concepts\/ image-alt \(critical\): \S+ > img$/),
    ]);
  });

  it("decides the contrast of every text of a long article, its last blocks included", async () => {
    const context = await axeContext(VIEWPORTS[0]);
    const page = await context.newPage();
    await page.goto("/configuration/output/");
    await settle(page);
    const undecided = await axeResults(page, { type: "rule", values: COLOUR_RULES }, "incomplete");
    await context.close();
    expect(describeFindings("/configuration/output/", undecided)).toEqual([]);
  });

  it("finds no violation on any route, in light and dark theme, at 1280 and 375 px", async () => {
    const printable = routes.filter(({ kind }) => kind === "printable");
    const others = routes.filter(({ kind }) => kind !== "printable");
    // The long printable pages first, so that no worker starts one while the others finish.
    const queue = [
      ...printable.map(({ route, kind }) => ({ route, kind, viewport: VIEWPORTS[0] })),
      ...VIEWPORTS.flatMap((viewport) => others.map(({ route, kind }) => ({ route, kind, viewport }))),
    ];
    const failures: string[] = [];
    // Each worker has contexts of its own: a theme saved by one page must not reach a page that
    // another worker is loading meanwhile.
    const worker = async (): Promise<void> => {
      const pages = new Map<Viewport, Page>();
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { route, kind, viewport } = next;
        const page = pages.get(viewport) ?? (await (await axeContext(viewport)).newPage());
        pages.set(viewport, page);
        try {
          failures.push(...(await auditBothThemes(page, route, viewport.width, LINKED_KINDS.includes(kind))));
        } catch (error) {
          failures.push(`${route} [${viewport.width}px]: ${String(error).split("\n")[0]}`);
          // The next route starts from a fresh load, not from whatever state this one was left in.
          pages.delete(viewport);
          await page.context().close();
        }
      }
      await Promise.all([...pages.values()].map((page) => page.context().close()));
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    expect(failures).toEqual([]);
    // Generous: it takes about 6 minutes on a shared two-core machine, 11 with every page loaded
    // afresh.
  }, 1_800_000);

  const combinations = THEMES.flatMap((theme) =>
    VIEWPORTS.map((viewport) => ({ theme, viewport, label: `${theme} ${viewport.width}px` })),
  );

  it.each(combinations)("finds no violation with the search dialog open ($label)", async ({ theme, viewport }) => {
    const context = await axeContext(viewport, theme);
    const page = await context.newPage();
    await page.goto("/concepts/");
    await settle(page);
    await page.getByRole("button", { name: /^Search\b/ }).click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await dialog.getByRole("searchbox").fill("output");
    await dialog
      .getByRole("link", { name: /output/i })
      .first()
      .waitFor();
    const findings = await audit(page);
    const shown = await shownTheme(page);
    await context.close();
    expect(shown).toBe(theme);
    expect(describeFindings(`/concepts/ with search [${theme} ${viewport.width}px]`, findings)).toEqual([]);
  });

  it.each(combinations.filter(({ viewport }) => viewport.width < 768))(
    "finds no violation with the mobile drawer open ($label)",
    async ({ theme, viewport }) => {
      const context = await axeContext(viewport, theme);
      const page = await context.newPage();
      await page.goto("/concepts/output/");
      await settle(page);
      await page.getByRole("button", { name: "Toggle navigation menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Documentation sections" });
      await drawer.getByRole("link", { name: "Output" }).waitFor();
      const findings = await audit(page);
      const shown = await shownTheme(page);
      await context.close();
      expect(shown).toBe(theme);
      expect(describeFindings(`/concepts/output/ with drawer [${theme} ${viewport.width}px]`, findings)).toEqual([]);
    },
  );
});

describe("scrollable code blocks", () => {
  it("are tab stops with a focus ring where they scroll, and skipped where they fit", async () => {
    const context = await axeContext(VIEWPORTS[0]);
    const page = await context.newPage();
    await page.goto("/api/logging/");
    await settle(page);
    const blocks = page.locator("pre.scroll-region");
    // Blocks far down are laid out only as the reader nears them, keeping the build's tab stop
    // until then; laid out whole (as before a saved scroll position is restored), each is measured.
    await page.evaluate((name) => document.documentElement.setAttribute(name, ""), ARTICLE_LAID_OUT_ATTRIBUTE);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>("pre.scroll-region")].every(
        (pre) => pre.scrollWidth > pre.clientWidth === (pre.tabIndex === 0),
      ),
    );
    const fits = await blocks.evaluateAll((pres) =>
      pres.map((pre) => (pre.scrollWidth > pre.clientWidth ? "wide" : "narrow")),
    );
    const wide = blocks.nth(fits.indexOf("wide"));
    const narrow = blocks.nth(fits.indexOf("narrow"));
    await expect(narrow.getAttribute("tabindex")).resolves.toBeNull();
    await expect(wide.getAttribute("tabindex")).resolves.toBe("0");
    await expect(wide.getAttribute("aria-label")).resolves.toBeTruthy();
    // Shift+Tab from the block's copy button, which follows the code: the keyboard's way in.
    await wide.locator("xpath=following-sibling::button").focus();
    await page.keyboard.press("Shift+Tab");
    const ring = await wide.evaluate((pre) => {
      const style = getComputedStyle(pre);
      return {
        focused: pre.matches(":focus-visible"),
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
      };
    });
    await context.close();
    expect(ring).toEqual({ focused: true, outline: "solid 2px" });
  });
});
