// Reader's benchmark: Lighthouse (from npm, Debian's Chromium, default mobile settings and
// throttling) on four pages, RUNS times each (medians), with where each page's blocking time comes
// from, and every file the first visit to the largest page downloads, brotli-compressed. Builds
// public/ first when there is none.
// With --baseline REF the same is measured on a worktree of REF, served side by side, the two
// sites taking turns run by run. Then the main thread's CPU time of CPU_RUNS first loads of each
// page (scripts/bench/main-thread.mjs), which separates two versions of a page where Lighthouse's
// blocking time, built from wall time, follows this shared machine's other tenants.
// Usage: npm run bench:perf -- [--runs 3] [--cpu-runs 5] [--baseline 10b88d5] [--pages /,/concepts/]
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import {
  CHROMIUM,
  CHROMIUM_PATH,
  ENV,
  ROOT,
  baselineSite,
  firstLoad,
  gatsby,
  kib,
  launchChromium,
  median,
  options,
  serve,
} from "./bench/lib.mjs";
import { firstLoadCpu } from "./bench/main-thread.mjs";

const opts = options({
  runs: "3",
  "cpu-runs": "5",
  baseline: null,
  pages: "/,/concepts/,/configuration/output/,/guides/getting-started/",
  largest: "/configuration/output/",
});
const pages = opts.pages.split(",");
const sites = [
  { name: "this commit", dir: ROOT, port: 9461 },
  ...(opts.baseline ? [{ ...baselineSite(opts.baseline), port: 9462 }] : []),
];
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM.args].join(" ");
const LIGHTHOUSE = join(ROOT, "node_modules", "lighthouse", "cli", "index.js");

/**
 * Where one run's blocking time comes from, by what Lighthouse attributes each long task to: the
 * page's own document (parsing, style, layout, inline scripts), the site's scripts, or nothing.
 * Long tasks carry their simulated start and duration; the part of each after the simulated first
 * paint, less 50 ms, is what Total Blocking Time adds up (its own sum may differ by a few ms).
 */
function blockingByAttribution(report) {
  const firstPaint = report.audits["first-contentful-paint"].numericValue;
  const page = report.finalDisplayedUrl ?? report.finalUrl;
  const sums = { document: 0, scripts: 0, unattributed: 0 };
  for (const task of report.audits["long-tasks"].details?.items ?? []) {
    const counted = task.startTime + task.duration - Math.max(task.startTime, firstPaint) - 50;
    if (counted <= 0) continue;
    const source = task.url === page ? "document" : /^https?:/.test(task.url) ? "scripts" : "unattributed";
    sums[source] += counted;
  }
  return sums;
}

/** One Lighthouse run: the category scores and metrics this benchmark reports. */
function lighthouse(url) {
  const out = join(mkdtempSync(join(tmpdir(), "lh-")), "report.json");
  execFileSync(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      "--only-categories=performance,accessibility,seo",
    ],
    {
      env: { ...ENV, CHROME_PATH: CHROMIUM_PATH },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const report = JSON.parse(readFileSync(out, "utf8"));
  const failing = ["accessibility", "seo"].flatMap((category) =>
    report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
      .map((ref) => ref.id),
  );
  return {
    blocking: blockingByAttribution(report),
    performance: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    seo: report.categories.seo.score * 100,
    tbt: report.audits["total-blocking-time"].numericValue,
    cls: report.audits["cumulative-layout-shift"].numericValue,
    lcp: report.audits["largest-contentful-paint"].numericValue,
    failing,
  };
}

const lines = [];
const version = JSON.parse(readFileSync(join(ROOT, "node_modules", "lighthouse", "package.json"), "utf8")).version;
const browser = await launchChromium();
const stops = [];
try {
  for (const site of sites) {
    if (!existsSync(join(site.dir, "public", "index.html"))) gatsby(site.dir, "build");
    stops.push(await serve(site.dir, site.port));
  }
  // The sites take turns run by run, so a busy minute on this shared machine falls on both, and
  // which goes first alternates (the second of two back-to-back runs tends to measure slower);
  // each raw figure carries the machine's load average (one minute) when its run started.
  const inTurn = (run) => (run % 2 === 0 ? sites : [...sites].reverse());
  // This machine pages out files no process has touched for a minute, Chromium's own among them:
  // the first run after a pause reads them back from disk inside its trace. One run not counted.
  lighthouse(`http://localhost:${sites[0].port}${pages[0]}`);
  const results = new Map(sites.map((site) => [site, new Map(pages.map((page) => [page, []]))]));
  for (const page of pages)
    for (let run = 0; run < Number(opts.runs); run++)
      for (const site of inTurn(run)) {
        const load = loadavg()[0];
        results
          .get(site)
          .get(page)
          .push({ ...lighthouse(`http://localhost:${site.port}${page}`), load });
      }
  const cpu = new Map(sites.map((site) => [site, new Map(pages.map((page) => [page, []]))]));
  // Chromium's first start after a while reads its own files from disk: a load not to count.
  await firstLoadCpu(`http://localhost:${sites[0].port}${pages[0]}`);
  for (const page of pages)
    for (let run = 0; run < Number(opts["cpu-runs"]); run++)
      for (const site of inTurn(run))
        cpu
          .get(site)
          .get(page)
          .push(await firstLoadCpu(`http://localhost:${site.port}${page}`));
  for (const site of sites) {
    lines.push(`\n${site.name}: Lighthouse ${version}, mobile, ${opts.runs} runs (medians)`);
    lines.push(
      "| page | performance | Total Blocking Time | CLS | LCP | accessibility | SEO | failing a11y/SEO audits |",
      "|---|---|---|---|---|---|---|---|",
    );
    for (const page of pages) {
      const runs = results.get(site).get(page);
      const m = (key) => median(runs.map((run) => run[key]));
      const failing = [...new Set(runs.flatMap((run) => run.failing))].join(" ") || "none";
      lines.push(
        `| ${page} | ${m("performance")} | ${m("tbt").toFixed(0)} ms | ${m("cls").toFixed(3)} | ${(m("lcp") / 1000).toFixed(2)} s | ${m("accessibility")} | ${m("seo")} | ${failing} |`,
      );
      console.error(
        `${site.name} ${page}: ${runs.map((run) => `${run.performance}/${run.tbt.toFixed(0)}ms (load ${run.load.toFixed(1)})`).join(", ")}`,
      );
    }
    lines.push(
      `\n${site.name}: Total Blocking Time by what Lighthouse attributes each long task to, ${opts.runs} runs (medians)`,
      "| page | the page's document | scripts | nothing |",
      "|---|---|---|---|",
    );
    for (const page of pages) {
      const runs = results.get(site).get(page);
      const ms = (key) => `${median(runs.map((run) => run.blocking[key])).toFixed(0)} ms`;
      lines.push(`| ${page} | ${ms("document")} | ${ms("scripts")} | ${ms("unattributed")} |`);
    }
    lines.push(
      `\n${site.name}: main thread's CPU time of a first load (Chromium, phone viewport, no throttling, fresh profile), ${opts["cpu-runs"]} runs (medians)`,
      "| page | all tasks | tasks that ran script | longest task |",
      "|---|---|---|---|",
    );
    for (const page of pages) {
      const runs = cpu.get(site).get(page);
      const ms = (key) => `${median(runs.map((run) => run[key])).toFixed(1)} ms`;
      lines.push(`| ${page} | ${ms("all")} | ${ms("script")} | ${ms("longest")} |`);
      console.error(`${site.name} ${page} CPU: ${runs.map((run) => run.all.toFixed(0)).join(", ")} ms`);
    }
    const load = await firstLoad(browser, `http://localhost:${site.port}`, opts.largest);
    lines.push(
      `\n${site.name}: first visit to ${opts.largest}, brotli: JavaScript ${kib(load.js)}, data ${kib(load.data)}, together ${kib(load.js + load.data)}`,
    );
    lines.push("| file | raw | brotli |", "|---|---|---|");
    for (const file of load.files.filter((entry) => entry.kind !== "other"))
      lines.push(`| ${file.file} | ${kib(file.bytes)} | ${kib(file.brotli)} |`);
  }
} finally {
  for (const stop of stops) await stop();
  await browser.close();
}
console.log(lines.join("\n"));
