import type { BrowserContext } from "playwright-core";
import { SITE_METADATA } from "../../src/site/metadata";
import { browserPerFile, siteContext } from "./browser";
import { BASE_URL, loadRoutes } from "./config";

let context: BrowserContext;
browserPerFile(async (browser) => {
  context = await siteContext(browser, { width: 375, height: 812 });
});

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe("installable", () => {
  it("links a web app manifest, the icons and the theme colour from every page's head", async () => {
    const page = await context.newPage();
    await page.goto("/concepts/");
    const head = await page.evaluate(() => ({
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute("href"),
      theme: document.querySelector('meta[name="theme-color"]')?.getAttribute("content"),
      icons: [...document.querySelectorAll('link[rel="icon"]')].map(
        (link) => `${link.getAttribute("type")} ${link.getAttribute("href")}`,
      ),
      touch: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href"),
    }));
    await page.close();
    expect(head.manifest).toBe("/manifest.webmanifest");
    expect(head.theme).toMatch(/^#[0-9a-f]{6}$/i);
    expect(head.icons).toEqual(expect.arrayContaining(["image/svg+xml /favicon.svg", "image/png /favicon-32x32.png"]));
    expect(head.touch).toMatch(/^\/icons\/.+\.png$/);
    for (const url of [head.touch, "/favicon.svg", "/favicon-32x32.png"])
      expect((await fetch(`${BASE_URL}${url}`)).status).toBe(200);
  });

  it("has a manifest with name, start URL, standalone display, colours and 192, 512 and maskable PNG icons", async () => {
    const manifest = (await (await fetch(`${BASE_URL}/manifest.webmanifest`)).json()) as Manifest;
    expect(manifest).toMatchObject({
      name: expect.any(String),
      short_name: "webpack",
      start_url: "/",
      display: "standalone",
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = await Promise.all(
      manifest.icons.map(async (icon) => ({
        ...icon,
        actual: pngSize(Buffer.from(await (await fetch(`${BASE_URL}${icon.src}`)).arrayBuffer())),
      })),
    );
    for (const icon of icons) expect(icon.actual).toBe(icon.sizes);
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`)).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
  });
});

describe("findable", () => {
  it("lists every route but the app shell in the sitemap, on the production origin", async () => {
    const index = await (await fetch(`${BASE_URL}/sitemap-index.xml`)).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(sitemaps.length).toBeGreaterThan(0);
    const listed = new Set<string>();
    for (const sitemap of sitemaps) {
      expect(sitemap.startsWith(`${SITE_METADATA.siteUrl}/`)).toBe(true);
      const text = await (await fetch(`${BASE_URL}${new URL(sitemap).pathname}`)).text();
      for (const match of text.matchAll(/<loc>([^<]+)<\/loc>/g)) listed.add(match[1]);
    }
    const expected = loadRoutes()
      .filter(({ route }) => route !== "/app-shell/")
      .map(({ route }) => `${SITE_METADATA.siteUrl}${route}`);
    expect(expected.filter((url) => !listed.has(url))).toEqual([]);
    expect([...listed].filter((url) => /app-shell|offline-plugin|404/.test(url))).toEqual([]);
  });

  it("names the sitemap in robots.txt", async () => {
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE_METADATA.siteUrl}/sitemap-index.xml`);
  });
});
