// Build benchmark: a cold `gatsby build`, a rebuild with no change and a rebuild after appending one
// line to one MDX file, RUNS times each (medians), and which HTML and Markdown files (twins,
// llms.txt, llms-full.txt) each rebuild rewrote.
// With --baseline REF the same runs are made, interleaved, on a git worktree of REF (its own
// `npm ci`, outside the repository: see scripts/bench/lib.mjs), so both are measured on the same
// machine in the same run.
// Usage: npm run bench:build -- [--runs 3] [--file content/concepts/output.mdx] [--baseline 10b88d5]
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  ROOT,
  baselineSite,
  gatsby,
  isMarkdownOutput,
  median,
  options,
  outputMtimes,
  rewritten,
} from "./bench/lib.mjs";

const opts = options({ runs: "3", file: "content/concepts/output.mdx", baseline: null });
const runs = Number(opts.runs);
const sites = [{ name: "this commit", dir: ROOT }, ...(opts.baseline ? [baselineSite(opts.baseline)] : [])];

const html = (files) => files.filter((file) => file.endsWith(".html"));
const markdown = (files) => files.filter(isMarkdownOutput);

function measure(site, run) {
  const touched = join(site.dir, opts.file);
  const original = readFileSync(touched, "utf8");
  try {
    gatsby(site.dir, "clean");
    const cold = gatsby(site.dir, "build");
    let before = outputMtimes(site.dir);
    const noChange = gatsby(site.dir, "build");
    const noChangeAll = rewritten(before, outputMtimes(site.dir));
    writeFileSync(touched, `${original}\nA line appended by the build benchmark, run ${run}.\n`);
    before = outputMtimes(site.dir);
    const oneFile = gatsby(site.dir, "build");
    const oneFileAll = rewritten(before, outputMtimes(site.dir));
    return {
      cold,
      noChange,
      noChangeFiles: html(noChangeAll),
      noChangeMarkdown: markdown(noChangeAll),
      oneFile,
      oneFileFiles: html(oneFileAll),
      oneFileMarkdown: markdown(oneFileAll),
    };
  } finally {
    writeFileSync(touched, original);
  }
}

const results = new Map(sites.map((site) => [site.name, []]));
for (let run = 1; run <= runs; run++) {
  for (const site of sites) {
    const result = measure(site, run);
    results.get(site.name).push(result);
    console.error(
      `${site.name}, run ${run}: cold ${result.cold.toFixed(1)} s, ` +
        `no change ${result.noChange.toFixed(1)} s (${result.noChangeFiles.length} HTML, ${result.noChangeMarkdown.length} Markdown), ` +
        `one file ${result.oneFile.toFixed(1)} s (${result.oneFileFiles.length} HTML, ${result.oneFileMarkdown.length} Markdown)`,
    );
  }
}
// Leave each public/ matching its content again.
for (const site of sites) gatsby(site.dir, "build");

const reference = median(results.get(sites[sites.length - 1].name).map((result) => result.cold));
console.log(`Build benchmark: ${runs} runs each, file touched: ${opts.file}`);
console.log(
  `| site | cold build | rebuild, no change | rebuild, one file | HTML rewritten (no change / one file) | Markdown rewritten (no change / one file) |`,
);
console.log(`|---|---|---|---|---|---|`);
for (const site of sites) {
  const list = results.get(site.name);
  const cell = (key) => {
    const value = median(list.map((result) => result[key]));
    const ratio = opts.baseline ? ` (${(value / reference).toFixed(3)}×)` : "";
    return `${value.toFixed(1)} s${ratio}`;
  };
  const counts = list.map((result) => `${result.noChangeFiles.length}/${result.oneFileFiles.length}`).join(", ");
  const markdownCounts = list
    .map((result) => `${result.noChangeMarkdown.length}/${result.oneFileMarkdown.length}`)
    .join(", ");
  console.log(
    `| ${site.name} | ${cell("cold")} | ${cell("noChange")} | ${cell("oneFile")} | ${counts} | ${markdownCounts} |`,
  );
}
if (opts.baseline) console.log(`Ratios are to the baseline's median cold build (${reference.toFixed(1)} s).`);
for (const site of sites) {
  const raw = (key) =>
    results
      .get(site.name)
      .map((result) => result[key].toFixed(1))
      .join(", ");
  console.log(
    `${site.name} raw times (s): cold ${raw("cold")}; no change ${raw("noChange")}; one file ${raw("oneFile")}`,
  );
  console.log(
    `${site.name}: HTML rewritten by the last one-file rebuild: ${results.get(site.name).at(-1).oneFileFiles.join(", ") || "(none)"}`,
  );
  console.log(
    `${site.name}: Markdown rewritten by the last one-file rebuild: ${results.get(site.name).at(-1).oneFileMarkdown.join(", ") || "(none)"}`,
  );
}
console.log(
  "A CI run with a warm cache (.cache and public restored) costs what a rebuild costs: no change, or the files that changed.",
);
