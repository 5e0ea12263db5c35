import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import {
  headersFor,
  matches,
  parseHeadersFile,
} from "../../plugins/gatsby-plugin-hosting-headers/__tests__/read-headers-file";
import { launchBrowser } from "./browser";
import { HEADERS_PORT as PORT } from "./config";
import { serveStatic, type StaticServer } from "./static-server";

// The build as a CDN serves it with public/_headers: every response carries the rules' headers,
// the Content-Security-Policy included, and the pages must work under it.
const publicDir = join(__dirname, "..", "..", "public");
const rules = parseHeadersFile(readFileSync(join(publicDir, "_headers"), "utf8"));

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
let violations: string[];

beforeAll(async () => {
  server = await serveStatic(publicDir, PORT, (path) => headersFor(rules, path));
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|CSP violation/.test(message.text()))
      violations.push(`${path}: ${message.text()}`);
  });
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  return page;
}

describe("served with public/_headers", () => {
  beforeEach(() => {
    violations = [];
  });

  it("gives every file of the build exactly one Cache-Control", () => {
    const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== "_headers")
      .map((entry) => `/${relative(publicDir, join(entry.parentPath, entry.name)).split("\\").join("/")}`);
    const wrong = files.filter(
      (path) => rules.filter((rule) => rule.headers["Cache-Control"] && matches(rule.path, path)).length !== 1,
    );
    expect(wrong).toEqual([]);
  });

  it("sends the security headers", async () => {
    const response = await fetch(`${server.url}/concepts/`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
  });

  it.each(["/", "/concepts/output/", "/vote/", "/guides/printable/"])("violates nothing on %s", async (path) => {
    const page = await open(path);
    await page.close();
    expect(violations).toEqual([]);
  });

  it("violates nothing while searching", async () => {
    const page = await open("/concepts/");
    await page.getByRole("button", { name: "Search" }).click();
    await page.locator(".DocSearch-Input").fill("output");
    await page.locator(".DocSearch-Hit a").first().waitFor();
    await page.close();
    expect(violations).toEqual([]);
  });
});
