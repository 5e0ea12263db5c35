// Scale benchmark: does cost grow with the content, not its square? Builds a temporary copy of the
// site (under .bench/) as it is (1×) and with every doc page but the section indexes copied twice
// more (3×), cold, RUNS times each, and reports per size: build seconds per content file, total
// page data, and the first-load bytes (brotli, JavaScript + data) of /configuration/output/.
// Usage: npm run bench:scale -- [--runs 3]
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, brotli, firstLoad, gatsby, kib, launchChromium, median, options, serve } from "./bench/lib.mjs";

const opts = options({ runs: "3", page: "/configuration/output/" });
const SITE = join(ROOT, ".bench", "scale-site");
const ENTRIES = [
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "src",
  "static",
  "content",
  "plugins",
];

const walk = (dir) =>
  readdirSync(dir).flatMap((entry) =>
    statSync(join(dir, entry)).isDirectory() ? walk(join(dir, entry)) : [join(dir, entry)],
  );

/** A fresh copy of the site; with FACTOR 3, each doc page but the section indexes twice more. */
function prepare(factor) {
  rmSync(SITE, { recursive: true, force: true });
  for (const entry of ENTRIES)
    if (existsSync(join(ROOT, entry))) cpSync(join(ROOT, entry), join(SITE, entry), { recursive: true });
  const pages = walk(join(SITE, "content")).filter((file) => /\.mdx?$/.test(file) && !file.includes("/data/"));
  for (const file of pages) {
    if (/\/index\.mdx?$/.test(file)) continue;
    for (let copy = 2; copy <= factor; copy++) {
      const text = readFileSync(file, "utf8").replace(/^title: (.*)$/m, (_, title) => `title: ${title} (copy ${copy})`);
      writeFileSync(file.replace(/(\.mdx?)$/, `-copy-${copy}$1`), text);
    }
  }
  return walk(join(SITE, "content")).filter((file) => /\.mdx?$/.test(file) && !file.includes("/data/")).length;
}

const sizeOf = (dir) => (existsSync(dir) ? walk(dir).filter((file) => file.endsWith(".json")) : []);
const total = (files) => files.reduce((sum, file) => sum + statSync(file).size, 0);

const browser = await launchChromium();
const rows = [];
try {
  for (const factor of [1, 3]) {
    const times = [];
    let files = 0;
    for (let run = 0; run < Number(opts.runs); run++) {
      files = prepare(factor);
      times.push(gatsby(SITE, "build"));
      console.error(`${factor}×: ${files} content files, cold build ${times.at(-1).toFixed(1)} s`);
    }
    const pageData = sizeOf(join(SITE, "public", "page-data"));
    const sliceData = sizeOf(join(SITE, "public", "slice-data"));
    const largestPageData = Math.max(...pageData.map((file) => statSync(file).size));
    const stop = await serve(SITE, 9463);
    let load;
    try {
      load = await firstLoad(browser, "http://localhost:9463", opts.page);
    } finally {
      await stop();
    }
    rows.push({
      factor,
      files,
      build: median(times),
      perFile: median(times) / files,
      pageData: total(pageData),
      pageDataBrotli: pageData.reduce((sum, file) => sum + brotli(readFileSync(file)), 0),
      sliceData: total(sliceData),
      largestPageData,
      firstLoad: load.js + load.data,
      js: load.js,
      data: load.data,
    });
  }
} finally {
  await browser.close();
  rmSync(SITE, { recursive: true, force: true });
}
const [one, three] = rows;
console.log(`Scale benchmark: ${opts.runs} cold builds per size (medians)`);
console.log(
  "| size | content files | cold build | per file | page data (all pages) | largest page data | slice data | first load of " +
    opts.page +
    " (JS + data, brotli) |",
);
console.log("|---|---|---|---|---|---|---|---|");
for (const row of rows) {
  console.log(
    `| ${row.factor}× | ${row.files} | ${row.build.toFixed(1)} s | ${row.perFile.toFixed(3)} s | ${kib(row.pageData)} (${kib(row.pageDataBrotli)} brotli) | ${kib(row.largestPageData)} | ${kib(row.sliceData)} | ${kib(row.firstLoad)} (JS ${kib(row.js)}, data ${kib(row.data)}) |`,
  );
}
console.log(
  `3× / 1×: seconds per file ${(three.perFile / one.perFile).toFixed(2)} (≤ 1 holds: ${three.perFile <= one.perFile}), page data ${(three.pageData / one.pageData).toFixed(2)} (≤ 3.3: ${three.pageData <= 3.3 * one.pageData}), first load ${(three.firstLoad / one.firstLoad).toFixed(2)} (≤ 1.2: ${three.firstLoad <= 1.2 * one.firstLoad})`,
);
