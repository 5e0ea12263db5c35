// Helpers shared by the benchmark scripts (scripts/bench-*.mjs). Node 20, no dependencies beyond
// the project's own (playwright-core drives Debian's Chromium).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { chromium } from "playwright-core";

export const ROOT = resolve(new URL("../..", import.meta.url).pathname);
export const ENV = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };

/** Command-line options: `--name value` pairs, with defaults. */
export function options(defaults) {
  const args = process.argv.slice(2);
  const result = { ...defaults };
  for (let index = 0; index < args.length; index++) {
    const match = /^--(.+)$/.exec(args[index]);
    if (match)
      result[match[1]] = args[index + 1]?.startsWith("--") || args[index + 1] === undefined ? true : args[++index];
  }
  return result;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
};

/** Seconds a command takes in CWD (its output goes to stderr only when it fails). */
export function timed(command, args, cwd = ROOT) {
  const started = process.hrtime.bigint();
  try {
    execFileSync(command, args, { cwd, env: ENV, stdio: ["ignore", "pipe", "pipe"], maxBuffer: 1 << 28 });
  } catch (error) {
    process.stderr.write(String(error.stdout ?? "") + String(error.stderr ?? ""));
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** The gatsby CLI of a site folder, run with the folder's own node_modules (or the nearest above). */
export const gatsby = (site, ...args) => timed(process.execPath, [gatsbyCli(site), ...args], site);

function gatsbyCli(site) {
  for (let dir = site; dir !== "/"; dir = resolve(dir, "..")) {
    const cli = join(dir, "node_modules", "gatsby", "cli.js");
    if (existsSync(cli)) return cli;
  }
  throw new Error(`no gatsby in or above ${site}`);
}

/**
 * Where baseline worktrees live: outside the repository. Parcel, which compiles gatsby-config.ts
 * and gatsby-node.ts on every start, walks every file under the project's root; a worktree with
 * its own node_modules inside it would slow every start of the working copy and none of the
 * baseline's (figures in docs/PERFORMANCE.md).
 */
const BASELINES = process.env.BENCH_BASELINES ?? join(homedir(), ".cache", "webpack-docs-bench");

/**
 * A git worktree of REF, with its own `npm ci`: the commit the figures are compared with, built
 * side by side with the working copy on the same machine in the same run.
 */
export function baselineSite(ref) {
  const commit = execFileSync("git", ["rev-parse", "--short", ref], { cwd: ROOT, encoding: "utf8" }).trim();
  const dir = join(BASELINES, `baseline-${commit}`);
  if (!existsSync(dir)) {
    mkdirSync(BASELINES, { recursive: true });
    execFileSync("git", ["worktree", "add", "--detach", dir, commit], { cwd: ROOT, stdio: "inherit" });
  }
  if (!existsSync(join(dir, "node_modules", "gatsby"))) {
    console.error(`npm ci in ${dir} …`);
    execFileSync("npm", ["ci", "--no-audit", "--no-fund"], {
      cwd: dir,
      env: ENV,
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  return { name: `baseline ${commit}`, dir };
}

/** Every HTML file, Markdown twin and llms*.txt under public/ with its modification time. */
export function outputMtimes(site, dir = join(site, "public"), result = new Map()) {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    const stat = statSync(full);
    if (stat.isDirectory()) outputMtimes(site, full, result);
    else if (entry.endsWith(".html") || isMarkdownOutput(entry)) result.set(full.slice(site.length + 1), stat.mtimeMs);
  }
  return result;
}

/** A page's Markdown twin, llms.txt or llms-full.txt. */
export const isMarkdownOutput = (file) => file.endsWith(".md") || /(^|\/)llms(-full)?\.txt$/.test(file);

export const rewritten = (before, after) =>
  [...after].filter(([file, mtime]) => before.get(file) !== mtime).map(([file]) => file);

/** Serves SITE's public/ with `gatsby serve` on PORT until the returned function is called. */
export async function serve(site, port, host = "localhost") {
  const server = spawn(process.execPath, [gatsbyCli(site), "serve", "--port", String(port), "--host", host], {
    cwd: site,
    env: ENV,
    stdio: "ignore",
    detached: true,
  });
  await waitForHttp(`http://${host}:${port}/`, 60_000);
  return () => stopProcessGroup(server.pid);
}

/**
 * Stops the process group PID leads (a server and every process it started) and resolves once
 * all of them have exited, so that no measurement starts while the last one's processes still use
 * the machine. Those left after GRACE ms are killed.
 */
export async function stopProcessGroup(pid, grace = 30_000) {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signal = (name) => {
    try {
      process.kill(-pid, name);
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  const deadline = Date.now() + grace;
  while (alive() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
  if (!alive()) return;
  signal("SIGKILL");
  while (alive()) await new Promise((done) => setTimeout(done, 100));
}

/** Resolves once URL answers 200; rejects after TIMEOUT ms. */
export async function waitForHttp(url, timeout) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeout} ms`);
}

/** Launch settings of Debian's Chromium, shared with the end-to-end tests. */
export const CHROMIUM = JSON.parse(readFileSync(new URL("../chromium.json", import.meta.url), "utf8"));
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? CHROMIUM.executablePath;

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM.args });
}

export const brotli = (buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Every file a first visit to PATH downloads until the network is idle (third-party hosts blocked),
 * with raw and brotli sizes, grouped as JavaScript, data (page, app, slice and static-query data)
 * and other.
 */
export async function firstLoad(browser, base, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });
  await context.route(
    (url) => url.origin !== new URL(base).origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const files = [];
  const pending = [];
  page.on("response", (response) => {
    pending.push(
      response.body().then(
        (body) => {
          const file = new URL(response.url()).pathname;
          const kind = file.endsWith(".js") ? "js" : /^\/(page-data|slice-data)\//.test(file) ? "data" : "other";
          files.push({ file, kind, bytes: body.length, brotli: brotli(body) });
        },
        (error) => console.error("body failed", response.url(), String(error).slice(0, 200)),
      ),
    );
  });
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  await Promise.all(pending);
  await context.close();
  const sum = (kind) => files.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry.brotli, 0);
  return { files, js: sum("js"), data: sum("data") };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
