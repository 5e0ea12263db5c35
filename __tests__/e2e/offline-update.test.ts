import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { UPDATE_PORT as PORT } from "./config";
import { serveStatic, type StaticServer } from "./static-server";

// A reader has the site open, with its worker installed, when a new version is deployed: a page's
// text changes, the site is built again, and the build is copied over the served folder.
const root = join(__dirname, "..", "..");
const EDITED = join(root, "content", "concepts", "output.mdx");
const MARKER = `Deployed again at ${Date.now()}.`;

const build = () =>
  execFileSync("npx", ["gatsby", "build"], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
const deploy = (site: string) => cpSync(join(root, "public"), site, { recursive: true, force: true });

let site: string;
let server: StaticServer;
let browser: Browser;
let page: Page;
/** What the page did, for the message of a failing test: an update's race is hard to reproduce. */
const pageEvents: string[] = [];
const started = Date.now();
const note = (event: string) => pageEvents.push(`${((Date.now() - started) / 1000).toFixed(2)} s ${event}`);

/** Waits for the new deployment's text; a failure tells what the page and its workers did. */
async function newTextShown(): Promise<void> {
  try {
    await page.getByText(MARKER).waitFor();
  } catch (error) {
    throw new Error(`${String(error)}\nWhat the page did:\n${pageEvents.join("\n")}`);
  }
}

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), "webpack-docs-deploy-"));
  deploy(site);
  server = await serveStatic(site, PORT);
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
  page.on("console", (message) => note(`console.${message.type()}: ${message.text()}`));
  page.on("framenavigated", (frame) => frame === page.mainFrame() && note(`navigated to ${frame.url()}`));
  page.on("requestfailed", (request) => note(`request failed: ${request.url()} ${request.failure()?.errorText}`));
  await page.goto(`${server.url}/concepts/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });

  const original = readFileSync(EDITED, "utf8");
  try {
    writeFileSync(EDITED, `${original}\n${MARKER}\n`);
    build();
    deploy(site);
    note("deployed");
  } finally {
    writeFileSync(EDITED, original);
  }
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
  // Leave public/ as the repository's content builds it, for the other tests.
  build();
}, 300_000);

/** Scripts the page runs that the deployed build does not have (old ones, after a deployment). */
async function scriptsNotInBuild(): Promise<string[]> {
  const sources = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
  return sources.filter((source) => {
    try {
      readFileSync(join(site, new URL(source).pathname));
      return false;
    } catch {
      return true;
    }
  });
}

describe("after a new deployment, a reader with the old worker", () => {
  it("gets the new text on the next link click", async () => {
    await page.locator('nav[aria-label="Section"] a[href="/concepts/output/"]').first().click();
    note("clicked");
    await newTextShown();
  });

  it("gets the new version on reload, with the new build's scripts only", async () => {
    note("reloading");
    await page.reload();
    await newTextShown();
    await expect(scriptsNotInBuild()).resolves.toEqual([]);
  });

  it("keeps the new version, not the old one, for reading offline", async () => {
    // The reader stays online until the new worker has installed its copy and taken over.
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return Boolean(
        registration &&
        !registration.installing &&
        !registration.waiting &&
        navigator.serviceWorker.controller?.state === "activated",
      );
    });
    await server.goOffline();
    await page.goto(`${server.url}/concepts/`);
    await page.goto(`${server.url}/concepts/output/`);
    await page.getByText(MARKER).waitFor();
    await server.goOnline();
  });
});
