import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import type { NodePluginArgs, SourceNodesArgs } from "gatsby";
import { compileContentFile, type CompiledContentFile } from "../content-model/content-file";
import { locateContentFile, repositoryPath } from "../content-model/paths";
import {
  CLI_FLAGS_GENERATOR,
  CLI_FLAGS_PAGE_PATH,
  cliFlagsPage,
  findCommand,
  flagSearchSections,
  type CliFlagSource,
} from "../content-model/generated/cli-flags";
import { compilerFingerprint, siteContentProcessor } from "./content-compiler";
import { withFastTables } from "../content-model/markdown/fast-tables";
import { createDocPageNode, docPageNodeId } from "./on-create-node";
import { CAN_START_WORKERS, runOnWorker, workerJob } from "./worker-task";
import { IS_DEVELOP } from "./develop-mode";
import { firstDevelopBundle } from "./develop-bundle";
import { createUntilRead } from "./create-pages-runs";

/** The script that lets the installed webpack-cli register its options (see its header). */
const HELP_TREE_SCRIPT = "src/node/cli-help-tree.cjs";

/** The packages the reference documents; a new version of any of them regenerates the page. */
const PACKAGES = ["webpack", "webpack-cli", "webpack-dev-server"] as const;

/** How to run the help-tree script so that it writes the CLI's commands and flags to OUT. */
export function helpTreeCommand(root: string, out: string): { file: string; args: string[] } {
  return { file: process.execPath, args: [join(root, HELP_TREE_SCRIPT), out] };
}

/** What the help-tree script wrote to OUT, checked for the two commands the page is built from. */
export function readHelpTree(out: string): CliFlagSource {
  if (!existsSync(out)) throw new Error(`${HELP_TREE_SCRIPT}: webpack-cli exited without printing its help`);
  const source = JSON.parse(readFileSync(out, "utf8")) as CliFlagSource;
  // A CLI without them is not the one documented.
  findCommand(source, "build");
  findCommand(source, "serve");
  return source;
}

/**
 * Reads every command, option and schema-derived flag of the installed webpack-cli, webpack and
 * webpack-dev-server (about a second: the CLI loads webpack and the dev server, in a child process).
 */
export async function readCliFlagSource(root = resolve(".")): Promise<CliFlagSource> {
  const dir = mkdtempSync(join(tmpdir(), "webpack-cli-flags-"));
  const out = join(dir, "cli-flags.json");
  try {
    const { file, args } = helpTreeCommand(root, out);
    try {
      await promisify(execFile)(file, args, { cwd: root, encoding: "utf8", maxBuffer: 1 << 26 });
    } catch (error) {
      const { stderr } = error as { stderr?: string };
      throw new Error(`${HELP_TREE_SCRIPT} failed: ${stderr || String(error)}`);
    }
    return readHelpTree(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The generated page as a content file: its path under content/ and its text. */
export async function cliFlagsContentFile(root = resolve(".")): Promise<{ relativePath: string; text: string }> {
  return { relativePath: CLI_FLAGS_PAGE_PATH, text: cliFlagsPage(await readCliFlagSource(root)) };
}

/** The generated page compiled, with the size of its Markdown. */
interface CompiledCliFlagsPage {
  compiled: CompiledContentFile;
  size: number;
}

/**
 * Generates and compiles the page (a few seconds: the CLI's help in a child process, then a
 * 400 KB page of tables through the content compiler), on a worker thread, so that it runs on the
 * second core while Gatsby's main thread compiles the content files.
 */
const CLI_FLAGS_JOB = workerJob<null, CompiledCliFlagsPage>({
  name: "cli-flags-page",
  async run() {
    const { text } = await cliFlagsContentFile();
    // The page is mostly tables, which the fast parse reads several times faster, to the same tree.
    const compiled = await compileContentFile(CLI_FLAGS_PAGE_PATH, text, withFastTables(siteContentProcessor()));
    compiled.searchSections = flagSearchSections(compiled.searchSections);
    return { compiled, size: Buffer.byteLength(text) };
  },
});

/** A generation of the page under way: what it depends on, when it started, the page. */
interface Generation {
  fingerprint: string;
  started: number;
  page: Promise<CompiledCliFlagsPage>;
}

/** The generated page of this build, once onPreBootstrap has found it out of date. */
let pending: Generation | null = null;

/** NAME's package.json as Node resolves it from ROOT: in root/node_modules or a parent folder's. */
function installedPackageJson(root: string, name: string): string {
  for (let dir = root; ; dir = dirname(dir)) {
    const file = join(dir, "node_modules", name, "package.json");
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed (looked upwards from ${root})`);
  }
}

/**
 * What the generated page depends on: the content compiler (src/content-model/, the generator
 * included, and package-lock.json), this reader and the installed versions of the packages.
 */
export function cliFlagsFingerprint(root = resolve(".")): string {
  const hash = createHash("sha256").update(compilerFingerprint(root));
  for (const file of ["src/node/cli-flags.ts", HELP_TREE_SCRIPT]) hash.update(readFileSync(join(root, file)));
  for (const name of PACKAGES) hash.update(readFileSync(installedPackageJson(root, name)));
  return hash.digest("hex").slice(0, 16);
}

type NodeLookup = Pick<NodePluginArgs, "createNodeId" | "getNode">;

/** The page's DocPage node when it is still what the installed packages and the compiler give. */
function upToDateNode({ createNodeId, getNode }: NodeLookup, fingerprint: string) {
  const existing = getNode(docPageNodeId(CLI_FLAGS_PAGE_PATH, createNodeId));
  return existing && existing.compilerFingerprint === fingerprint ? existing : null;
}

/**
 * onPreBootstrap: starts generating the page when the cached one (if any) is out of date, so the
 * work overlaps with sourcing the content files.
 */
export function startCliFlagsPage(args: NodeLookup): void {
  if (IS_DEVELOP) return;
  const fingerprint = cliFlagsFingerprint();
  if (upToDateNode(args, fingerprint)) return;
  const page = runOnWorker(CLI_FLAGS_JOB, null);
  // Awaited in sourceNodes; a failure is reported there, not as an unhandled rejection meanwhile.
  page.catch(() => undefined);
  pending = { fingerprint, started: Date.now(), page };
}

/**
 * sourceNodes: the CLI flag reference as a DocPage with no parent (no content file behind it). A
 * cached build keeps the node while nothing it depends on changed; otherwise it is the page
 * onPreBootstrap started (in `gatsby develop`: the page generated after bootstrap, see below). A
 * node with no parent must be touched, or Gatsby deletes it as stale.
 */
export async function sourceCliFlagsPage(args: SourceNodesArgs): Promise<void> {
  const { actions, reporter } = args;
  if (existsSync(repositoryPath(CLI_FLAGS_PAGE_PATH))) {
    reporter.panicOnBuild(
      `${repositoryPath(CLI_FLAGS_PAGE_PATH)}: this page is generated by ${CLI_FLAGS_GENERATOR}; remove the file`,
    );
    return;
  }
  const fingerprint = cliFlagsFingerprint();
  const existing = upToDateNode(args, fingerprint);
  if (existing) {
    actions.touchNode(existing);
    return;
  }
  if (IS_DEVELOP) {
    generating = true;
    generateAfterBootstrap = () => {
      const page = runOnWorker(CLI_FLAGS_JOB, null);
      void createCliFlagsPage(args, { fingerprint, started: Date.now(), page }).finally(() => (generating = false));
    };
    return;
  }
  if (pending?.fingerprint !== fingerprint) startCliFlagsPage(args);
  const generation = pending as NonNullable<typeof pending>;
  pending = null;
  await createCliFlagsPage(args, generation);
}

/**
 * `gatsby develop` starts without a page it has to generate (the page's node is not cached, or out
 * of date): the server answers as soon as the content files are compiled and the browser bundle is
 * built, and this page follows a few seconds later — generated on a worker thread once that bundle
 * is built, and added as a new node, as an added content file would be. Not beside the bundle: on
 * a two-core machine the two slow each other down (memory-bound work does not run twice as fast on
 * two cores), and the bundle is what a writer waits for. A build waits for the page.
 */
let generateAfterBootstrap: (() => void) | null = null;

/** Whether `gatsby develop` started without the page and has not added it yet. */
let generating = false;

/** onPostBootstrap: generates the page `gatsby develop` left out of its start, if any, once the browser bundle is built. */
export function generateDeferredCliFlagsPage(): void {
  const generate = generateAfterBootstrap;
  generateAfterBootstrap = null;
  if (generate) void firstDevelopBundle.then(generate);
}

/** Urls of pages `gatsby develop` has yet to add: links to them are checked once they exist. */
export function pagesBeingGenerated(): ReadonlySet<string> {
  return new Set(generating ? [locateContentFile(CLI_FLAGS_PAGE_PATH).url] : []);
}

/** Adds the generated page as a DocPage node, or reports why it could not be generated. */
async function createCliFlagsPage(args: SourceNodesArgs, { fingerprint, started, page }: Generation): Promise<void> {
  const { reporter } = args;
  let generated: CompiledCliFlagsPage;
  try {
    generated = await page;
  } catch (error) {
    reporter.panicOnBuild(`${CLI_FLAGS_GENERATOR}: ${(error as Error).message}`);
    return;
  }
  const elapsed = Date.now() - started;
  // A new node sets off develop's whole edit cycle on the main thread: not while webpack builds.
  if (IS_DEVELOP) await firstDevelopBundle;
  const origin = {
    path: CLI_FLAGS_GENERATOR,
    absolutePath: resolve(CLI_FLAGS_GENERATOR),
    size: generated.size,
    parent: null,
    fingerprint,
  };
  const create = (): void => createDocPageNode(generated.compiled, origin, args);
  reporter.info(
    `${CLI_FLAGS_PAGE_PATH} generated from the installed webpack-cli in ${elapsed} ms${CAN_START_WORKERS ? " (on a worker thread)" : ""}`,
  );
  if (!IS_DEVELOP) return create();
  const id = docPageNodeId(CLI_FLAGS_PAGE_PATH, args.createNodeId);
  if (!(await createUntilRead(id, create, DEVELOP_PAGE_WAIT))) {
    reporter.error(
      `${CLI_FLAGS_PAGE_PATH}: gatsby develop's createPages did not read the generated node in ${DEVELOP_PAGE_WAIT.attempts} attempts; restart it`,
    );
  }
}

/** A createPages run follows a node's creation within seconds, unless Gatsby missed it (see create-pages-runs.ts). */
const DEVELOP_PAGE_WAIT = { waitMs: 15_000, attempts: 4 };
