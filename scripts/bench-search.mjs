// Search latency benchmark: median time from a keystroke to rendered results in Chromium,
// over 20 queries against the built site (run `npm run build` first; serves public/ itself).
// Usage: npm run bench:search
import { ROOT, brotli, kib, launchChromium, serve } from "./bench/lib.mjs";

const PORT = 9457;
const BASE = `http://localhost:${PORT}`;
const QUERIES = [
  "splitchunk",
  "devtol",
  "HotModuleRepl",
  "output.publicPath",
  "resolve.alias",
  "tree shaking",
  "code splitting",
  "module federation",
  "DefinePlugin",
  "css-loader",
  "babel",
  "lazy loading",
  "typescript",
  "compiler hooks",
  "processAssets",
  "asset modules",
  "environment",
  "externals",
  "stats.preset",
  "contenthash",
];

const stop = await serve(ROOT, PORT);
try {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${BASE}/concepts/`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Print Document" }).and(page.locator(":enabled")).waitFor();
  // What search downloads: scripts and index files requested from opening the modal on.
  const downloads = [];
  const pending = [];
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (!/\.js$|search-index/.test(path)) return;
    pending.push(
      response.body().then(
        (body) => downloads.push({ path, bytes: body.length, brotli: brotli(body) }),
        () => undefined,
      ),
    );
  });
  const openStarted = Date.now();
  await page.keyboard.press("Control+k");
  const input = page.locator(".DocSearch-Input");
  await input.fill("webpack");
  await page.locator(".DocSearch-Hit").first().waitFor();
  const firstOpen = Date.now() - openStarted;
  await page.waitForTimeout(500);
  await Promise.all(pending);
  const firstQuery = [...downloads];
  const times = [];
  for (const query of QUERIES) {
    // From the empty state (recent searches), enter the query and time the input event until the
    // first frame that shows its results.
    await input.fill("");
    await page.waitForTimeout(150);
    // In the page: note the time of the keydown, then the first frame after the results change.
    await page.evaluate(() => {
      const w = window;
      w.__searchTiming = { start: 0, end: 0 };
      const field = document.querySelector(".DocSearch-Input");
      field.addEventListener("input", () => (w.__searchTiming.start = performance.now()), {
        once: true,
        capture: true,
      });
      // Done when hits are shown and they are this query's results, not the recent searches.
      const showsResults = () => {
        const sources = [...document.querySelectorAll(".DocSearch-Hit-source")].map((node) => node.textContent);
        return (
          document.querySelector(".DocSearch-Hit") !== null &&
          !sources.some((text) => /recent|favorite/i.test(text ?? ""))
        );
      };
      const observer = new MutationObserver(() => {
        if (!w.__searchTiming.start || !showsResults()) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.__searchTiming.end = performance.now()));
      });
      observer.observe(document.querySelector(".DocSearch-Modal"), {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await input.fill(query);
    await page
      .waitForFunction(() => window.__searchTiming.end > 0, null, { timeout: 5000 })
      .catch(async () => {
        throw new Error(
          `no result change after entering "${query}": ${JSON.stringify(await page.evaluate(() => window.__searchTiming))}`,
        );
      });
    const elapsed = await page.evaluate(() => window.__searchTiming.end - window.__searchTiming.start);
    times.push(elapsed);
  }
  await Promise.all(pending);
  const later = downloads.slice(firstQuery.length);
  await browser.close();
  times.sort((a, b) => a - b);
  console.log(
    `opening search and a first query downloaded ${kib(firstQuery.reduce((sum, file) => sum + file.brotli, 0))} brotli: ${firstQuery.map((file) => `${file.path} ${kib(file.brotli)}`).join(", ")}`,
  );
  console.log(
    `the ${QUERIES.length} later queries downloaded: ${later.map((file) => file.path).join(", ") || "nothing"}`,
  );
  console.log(`first open (index download + parse + first results): ${firstOpen} ms`);
  console.log(
    `keystroke → rendered results over ${times.length} queries: median ${times[Math.floor(times.length / 2)].toFixed(1)} ms, ` +
      `min ${times[0].toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
  );
} finally {
  await stop();
}
