// Main-thread CPU time of a page's first load in Chromium: a steadier measure than Lighthouse's
// blocking time on a shared machine. Lighthouse simulates a slow phone from the wall time of the
// tasks it observed, and wall time here follows the machine's other tenants (a task often takes
// three times its CPU time); the CPU time the renderer's main thread spends is what the page asks
// of the device.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_PATH } from "./lib.mjs";

/** Lighthouse's mobile screen: a Moto G Power's viewport. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** What the page may still run after `load` that a reader's first seconds include (hydration, lazy chunks). */
const SETTLE_MS = 2500;

/** Trace events inside which the page's JavaScript runs: scripts, callbacks, handlers, promise jobs. */
const RUNS_SCRIPT = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "v8.callFunction",
  "TimerFire",
  "EventDispatch",
  "FireAnimationFrame",
  "XHRReadyStateChange",
  "RunMicrotasks",
]);

/**
 * The page's renderer main thread: the busiest CrRendererMain of a process named "Renderer".
 * Headless Chromium also runs a "WebUI Top Renderer" for its own interface, which can do more than
 * the page itself (several hundred milliseconds of custom-element set-up on a slow machine); counting
 * its thread instead of the page's made some runs report three to four times the page's CPU time.
 */
function pageMainThread(events) {
  const processNames = new Map();
  const threadNames = new Map();
  for (const event of events) {
    if (event.name === "process_name") processNames.set(event.pid, event.args.name);
    if (event.name === "thread_name") threadNames.set(`${event.pid}:${event.tid}`, event.args.name);
  }
  const counts = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (threadNames.get(thread) === "CrRendererMain" && processNames.get(event.pid) === "Renderer")
      counts.set(thread, (counts.get(thread) ?? 0) + 1);
  }
  const busiest = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!busiest) throw new Error("main-thread.mjs: the trace has no renderer main thread of a page");
  return busiest;
}

/** Sums of CPU time (ms) of the main thread's tasks: all, those that ran script, and the longest one. */
export function mainThreadCpu(events) {
  const thread = pageMainThread(events);
  const mine = events.filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === "X" && event.dur);
  const scriptEvents = mine.filter((event) => RUNS_SCRIPT.has(event.name));
  const inside = (task, event) => event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur;
  const result = { all: 0, script: 0, longest: 0 };
  for (const task of mine.filter((event) => event.name === "RunTask")) {
    const cpu = (task.tdur ?? 0) / 1000;
    result.all += cpu;
    result.longest = Math.max(result.longest, cpu);
    if (scriptEvents.some((event) => inside(task, event))) result.script += cpu;
  }
  return result;
}

/** One first load of URL in a fresh profile at a phone's viewport, traced; third-party hosts blocked. */
export async function firstLoadCpu(url) {
  const profile = mkdtempSync(join(tmpdir(), "cpu-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM.args,
    ...PHONE,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const origin = new URL(url).origin;
    await page.route(
      (target) => target.origin !== origin,
      (route) => route.abort(),
    );
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on("Tracing.dataCollected", (chunk) => events.push(...chunk.value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline",
      transferMode: "ReportEvents",
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send("Tracing.end");
    await complete;
    return mainThreadCpu(events);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
