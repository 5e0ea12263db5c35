import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { loadRoutes } from "./config";

const ROOT = join(__dirname, "..", "..");
const PUBLIC = join(ROOT, "public");
/** The rules every page must pass: html-validate's standard preset and the document outline. */
const CONFIG_FILE = join(ROOT, ".htmlvalidate.cjs");
const WORKER = join(__dirname, "html-validate-worker.mjs");

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/** Files split into `count` shares of about equal size, the largest files placed first. */
function shares(files: readonly string[], count: number): string[][] {
  const sized = files.map((file) => ({ file, size: statSync(file).size })).sort((a, b) => b.size - a.size);
  const buckets = Array.from({ length: count }, () => ({ size: 0, files: [] as string[] }));
  for (const { file, size } of sized) {
    const smallest = buckets.reduce((min, bucket) => (bucket.size < min.size ? bucket : min));
    smallest.size += size;
    smallest.files.push(file);
  }
  return buckets.map((bucket) => bucket.files).filter((share) => share.length > 0);
}

/** Every html-validate problem in `files`, as `file:line:column: rule: message`. */
async function validate(files: readonly string[], root: string): Promise<string[]> {
  const run = (share: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      const worker = new Worker(WORKER, {
        workerData: { configFile: CONFIG_FILE, root, files: share },
      });
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", (code) => code !== 0 && reject(new Error(`html-validate worker exited with ${code}`)));
    });
  const results = await Promise.all(shares(files, Math.min(availableParallelism(), 4)).map(run));
  return results.flat().sort();
}

describe("the built site's HTML", () => {
  it("passes html-validate in every file of public/", async () => {
    const files = htmlFiles(PUBLIC);
    expect(files.length).toBeGreaterThanOrEqual(loadRoutes().length);
    expect(await validate(files, ROOT)).toEqual([]);
  }, 180_000);

  it("is checked for duplicate ids, a missing title and skipped heading levels", async () => {
    const folder = mkdtempSync(join(tmpdir(), "valid-html-"));
    try {
      const file = join(folder, "index.html");
      writeFileSync(
        file,
        '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>' +
          '<body><main><h1>A</h1><h3 id="options">B</h3><p id="options">C</p><h1>D</h1></main>' +
          "</body></html>",
      );
      const problems = await validate([file], folder);
      expect(problems.map((problem) => problem.split(": ")[1])).toEqual(
        expect.arrayContaining(["element-required-content", "heading-level", "no-dup-id"]),
      );
      expect(problems.filter((problem) => problem.includes("heading-level"))).toHaveLength(2);
      expect(problems[0]).toMatch(/^index\.html:1:\d+: /);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
