// Usage: node scripts/screenshot.mjs BASE_URL PATH OUT.png [width] [height]
// Takes a full-page screenshot in Debian's Chromium, for looking at pages by eye.
import { launchChromium } from "./bench/lib.mjs";

const [base, path, out, width = "1280", height = "900"] = process.argv.slice(2);
const browser = await launchChromium();
// COLOR_SCHEME=dark emulates a reader whose system prefers dark.
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(height) },
  colorScheme: process.env.COLOR_SCHEME ?? "light",
});
await page.addInitScript(() => {
  window.print = () => {};
});
await page.route(
  (url) => !url.host.startsWith("localhost") && !url.host.startsWith("127.0.0.1"),
  (route) => route.abort(),
);
await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: process.env.FULL === "1" });
await browser.close();
