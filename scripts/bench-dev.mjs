// Writers' benchmark for `gatsby develop`: time until the server answers (cold: after
// `gatsby clean`; warm: restarted with its cache), time from saving an MDX file to the change
// showing in the open browser tab, and whether a page added or renamed appears without a restart.
// RUNS times each (medians). With --baseline REF the same is measured on a worktree of REF.
// Usage: npm run bench:dev -- [--runs 3] [--baseline 10b88d5]
import { spawn } from "node:child_process";
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  ENV,
  ROOT,
  baselineSite,
  gatsby,
  launchChromium,
  median,
  options,
  stopProcessGroup,
  waitForHttp,
} from "./bench/lib.mjs";

const opts = options({ runs: "3", baseline: null, edits: "3" });
const runs = Number(opts.runs);
const sites = [
  { name: "this commit", dir: ROOT, port: 8123 },
  ...(opts.baseline ? [{ ...baselineSite(opts.baseline), port: 8124 }] : []),
];
const EDITED = "content/concepts/output.mdx";
const NEW_PAGE = "content/concepts/bench-new-page.mdx";
const RENAMED = "content/concepts/bench-renamed-page.mdx";

/**
 * Starts the site's own `npm run develop` (what a writer runs, with whatever environment its script
 * sets); resolves with the seconds until /concepts/output/ answers, and a stop function.
 */
async function develop(site) {
  const started = Date.now();
  const server = spawn(
    "npm",
    ["run", "--silent", "develop", "--", "--port", String(site.port), "--host", "localhost"],
    {
      cwd: site.dir,
      env: { ...ENV, CI: "" },
      stdio: "ignore",
      detached: true,
    },
  );
  const stop = () => stopProcessGroup(server.pid);
  try {
    await waitForHttp(`http://localhost:${site.port}/concepts/output/`, 600_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ready: (Date.now() - started) / 1000, stop };
}

/**
 * Starts `gatsby develop` as develop() does, once more if the server never answered: on this
 * machine a start has hung, rarely, and a whole benchmark run should not be lost to one.
 */
async function developWithRetry(site, prepare) {
  prepare();
  try {
    return await develop(site);
  } catch (error) {
    console.error(`${site.name}: ${error.message}; starting once more`);
    prepare();
    return develop(site);
  }
}

/**
 * Saves the edited file with a new marker line; resolves with the ms until the open tab has it.
 * The marker ends the article, which the browser lays out only as the reader nears it, and
 * `innerText` leaves out what is not laid out: the tab is read through `textContent`.
 */
async function editToBrowser(page, site, attempt) {
  const file = join(site.dir, EDITED);
  const marker = `Bench marker ${Date.now()} ${attempt}`;
  const original = readFileSync(file, "utf8");
  const saved = Date.now();
  writeFileSync(file, `${original}\n${marker}\n`);
  try {
    await page.waitForFunction((text) => document.body.textContent.includes(text), marker, {
      timeout: 60_000,
      polling: 20,
    });
    return Date.now() - saved;
  } finally {
    writeFileSync(file, original);
    await page.waitForFunction((text) => !document.body.textContent.includes(text), marker, {
      timeout: 60_000,
      polling: 50,
    });
  }
}

/** Resolves once PATH exists (or after TIMEOUT ms). */
async function waitForPath(path, timeout) {
  const deadline = Date.now() + timeout;
  while (!existsSync(path) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 500));
  await new Promise((done) => setTimeout(done, 3000));
}

/** Seconds until URL's page data answers 200 (or, with GONE, stops answering 200). */
async function appears(url, gone = false) {
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok !== gone) return (Date.now() - started) / 1000;
    await new Promise((done) => setTimeout(done, 100));
  }
  return Infinity;
}

async function measure(site, browser) {
  const base = `http://localhost:${site.port}`;
  const cold = await developWithRetry(site, () => gatsby(site.dir, "clean"));
  // A writer's server runs for a while: let webpack store its cache, as it does once idle.
  await waitForPath(join(site.dir, ".cache", "webpack", "stage-develop"), 90_000);
  await cold.stop();
  const warm = await developWithRetry(site, () => {});
  const results = { cold: cold.ready, warm: warm.ready, edits: [], added: NaN, renamed: NaN };
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/concepts/output/`);
    await page.getByRole("heading", { level: 1, name: "Output" }).waitFor({ timeout: 120_000 });
    for (let attempt = 0; attempt < Number(opts.edits); attempt++)
      results.edits.push(await editToBrowser(page, site, attempt));
    writeFileSync(
      join(site.dir, NEW_PAGE),
      "---\ntitle: Bench New Page\nsort: 99\ndescription: A page the benchmark adds.\ncontributors:\n  - webpack\n---\n\nA page added while the server runs, with enough words to be a paragraph.\n\n## First\n\nText.\n\n## Second\n\nText.\n",
    );
    results.added = await appears(`${base}/page-data/concepts/bench-new-page/page-data.json`);
    renameSync(join(site.dir, NEW_PAGE), join(site.dir, RENAMED));
    results.renamed = await appears(`${base}/page-data/concepts/bench-renamed-page/page-data.json`);
    results.oldGone = await appears(`${base}/page-data/concepts/bench-new-page/page-data.json`, true);
    await page.close();
  } finally {
    for (const file of [NEW_PAGE, RENAMED]) if (existsSync(join(site.dir, file))) rmSync(join(site.dir, file));
    await warm.stop();
  }
  return results;
}

const browser = await launchChromium();
const results = new Map(sites.map((site) => [site.name, []]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const site of sites) {
      const result = await measure(site, browser);
      results.get(site.name).push(result);
      console.error(
        `${site.name}, run ${run}: ready cold ${result.cold.toFixed(1)} s, warm ${result.warm.toFixed(1)} s; edit → tab ${result.edits.join(", ")} ms; added ${result.added.toFixed(1)} s, renamed ${result.renamed.toFixed(1)} s`,
      );
    }
  }
} finally {
  await browser.close();
}
const reference = median(results.get(sites[sites.length - 1].name).map((result) => result.cold));
console.log(`gatsby develop benchmark: ${runs} runs each (${opts.edits} edits per run)`);
console.log("| site | ready, cold | ready, warm | MDX edit → open tab | page added → served | page renamed → served |");
console.log("|---|---|---|---|---|---|");
for (const site of sites) {
  const list = results.get(site.name);
  const ratio = (value) => (opts.baseline ? ` (${(value / reference).toFixed(3)}×)` : "");
  const cold = median(list.map((result) => result.cold));
  const warm = median(list.map((result) => result.warm));
  const edit = median(list.flatMap((result) => result.edits));
  const added = median(list.map((result) => result.added));
  const renamed = median(list.map((result) => result.renamed));
  console.log(
    `| ${site.name} | ${cold.toFixed(1)} s${ratio(cold)} | ${warm.toFixed(1)} s | ${edit} ms | ${added.toFixed(1)} s | ${renamed.toFixed(1)} s |`,
  );
}
for (const site of sites) {
  const list = results.get(site.name);
  console.log(
    `${site.name} raw: ready cold ${list.map((r) => r.cold.toFixed(1)).join(", ")} s; warm ${list.map((r) => r.warm.toFixed(1)).join(", ")} s; edits ${list.flatMap((r) => r.edits).join(", ")} ms`,
  );
}
