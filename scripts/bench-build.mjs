// Build benchmark (issue: "Build benchmark"): cold build, no-change rebuild, one-file rebuild.
// Three runs each; prints medians and how many HTML files each rebuild rewrote.
// Usage: npm run bench:build [-- --runs 3 --file content/concepts/output.mdx]
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const runs = Number(option("runs", "3"));
const touchedFile = option("file", "content/concepts/output.mdx");
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };

function gatsby(...command) {
  const started = process.hrtime.bigint();
  execFileSync("npx", ["gatsby", ...command], { env, stdio: ["ignore", "ignore", "inherit"] });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function htmlMtimes(dir = "public", result = new Map()) {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    const stat = statSync(full);
    if (stat.isDirectory()) htmlMtimes(full, result);
    else if (entry.endsWith(".html")) result.set(full, stat.mtimeMs);
  }
  return result;
}

function rewritten(before, after) {
  return [...after].filter(([file, mtime]) => before.get(file) !== mtime).map(([file]) => file);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const original = readFileSync(touchedFile, "utf8");
const results = { cold: [], noChange: [], oneFile: [] };
const rewrites = { noChange: [], oneFile: [] };
try {
  for (let run = 1; run <= runs; run++) {
    execFileSync("npx", ["gatsby", "clean"], { env, stdio: "ignore" });
    results.cold.push(gatsby("build"));
    let before = htmlMtimes();
    results.noChange.push(gatsby("build"));
    rewrites.noChange.push(rewritten(before, htmlMtimes()));
    writeFileSync(touchedFile, `${original}\nA line appended by the build benchmark, run ${run}.\n`);
    before = htmlMtimes();
    results.oneFile.push(gatsby("build"));
    rewrites.oneFile.push(rewritten(before, htmlMtimes()));
    writeFileSync(touchedFile, original);
    console.error(`run ${run}: cold ${results.cold.at(-1).toFixed(1)} s, no change ${results.noChange.at(-1).toFixed(1)} s, one file ${results.oneFile.at(-1).toFixed(1)} s`);
  }
} finally {
  writeFileSync(touchedFile, original);
}
// Leave public/ matching the content again.
gatsby("build");

const cold = median(results.cold);
const line = (label, key) => {
  const time = median(results[key]);
  const ratio = key === "cold" ? "" : ` (${((time / cold) * 100).toFixed(0)} % of cold)`;
  const counts = rewrites[key] ? `, HTML rewritten per run: ${rewrites[key].map((files) => files.length).join(", ")}` : "";
  return `${label.padEnd(22)} median ${time.toFixed(1)} s${ratio}${counts}`;
};
console.log(`Build benchmark, ${runs} runs each, file touched: ${touchedFile}`);
console.log(line("cold build", "cold"));
console.log(line("rebuild, no change", "noChange"));
console.log(line("rebuild, one file", "oneFile"));
console.log(`HTML rewritten by the last one-file rebuild:\n  ${rewrites.oneFile.at(-1).join("\n  ") || "(none)"}`);
