import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import CHROMIUM from "../../scripts/chromium.json";
import { BASE_URL } from "./config";

/** Debian's Chromium with the launch settings the benchmarks use too (scripts/chromium.json). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM.executablePath, args: CHROMIUM.args });
}

/**
 * A context that only talks to the local server (third-party hosts are unreachable here, and tests
 * must not depend on them) and counts window.print() calls instead of opening a dialog.
 */
export async function siteContext(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  options: { hasTouch?: boolean; colorScheme?: "light" | "dark" } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, serviceWorkers: "block", ...options });
  await context.route(
    (url) => url.origin !== BASE_URL,
    (route) => route.abort(),
  );
  await context.addInitScript(() => {
    const win = window as Window & { __printCalls?: number };
    win.__printCalls = 0;
    window.print = () => {
      win.__printCalls = (win.__printCalls ?? 0) + 1;
    };
  });
  return context;
}

/**
 * One browser for a test file: launched before its first test and handed to USE (awaited, so USE
 * may prepare what the tests share), closed after its last test.
 */
export function browserPerFile(use: (browser: Browser) => void | Promise<void>): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    await use(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * One browser and one site context for a test file (SETUP runs on the context once), and a fresh
 * page for each test, handed to USE before the test and closed after it.
 */
export function pagePerTest(use: (page: Page) => void, setup?: (context: BrowserContext) => Promise<void>): void {
  let context: BrowserContext;
  let page: Page | undefined;
  browserPerFile(async (browser) => {
    context = await siteContext(browser);
    await setup?.(context);
  });
  beforeEach(async () => {
    page = await context.newPage();
    use(page);
  });
  afterEach(async () => {
    await page?.close();
  });
}
