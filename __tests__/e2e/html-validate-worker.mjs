// @ts-check
// Validates its share of the built site's HTML files with html-validate and posts back one line per
// problem, `file:line:column: rule: message`. Plain JavaScript: a worker thread runs outside Jest,
// so nothing compiles TypeScript for it.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { relative } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { HtmlValidate, StaticConfigLoader } from "html-validate";

/** @type {{ configFile: string, root: string, files: string[] }} */
const { configFile, root, files } = workerData;

/**
 * Resolves the configuration once: StaticConfigLoader resolves it again for every file (presets,
 * element metadata), which costs more than validating most pages.
 */
class ResolvedOnceConfigLoader extends StaticConfigLoader {
  /** @type {ReturnType<StaticConfigLoader["getConfigFor"]> | undefined} */
  #resolved;

  /** @type {StaticConfigLoader["getConfigFor"]} */
  getConfigFor(handle, override) {
    if (override) return super.getConfigFor(handle, override);
    this.#resolved ??= super.getConfigFor(handle);
    return this.#resolved;
  }
}

const config = createRequire(import.meta.url)(configFile);
const validator = new HtmlValidate(new ResolvedOnceConfigLoader(config));

/** @type {string[]} */
const problems = [];
for (const file of files) {
  const report = await validator.validateString(await readFile(file, "utf8"), file);
  for (const result of report.results) {
    for (const message of result.messages) {
      problems.push(
        `${relative(root, file)}:${message.line}:${message.column}: ` + `${message.ruleId}: ${message.message}`,
      );
    }
  }
}
parentPort?.postMessage(problems);
