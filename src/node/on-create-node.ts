import { readFileSync } from "node:fs";
import type { CreateNodeArgs, Node, NodePluginArgs, SourceNodesArgs } from "gatsby";
import { compileContentFile, type CompiledContentFile } from "../content-model/content-file";
import { markdownTwinUrl, repositoryPath } from "../content-model/paths";
import { compilerFingerprint, siteContentProcessor } from "./content-compiler";
import { runOnWorker, workerJob } from "./worker-task";

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
  size: number;
}

type NodeArgs = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest" | "getNode">;

/** The content file behind an Mdx node, when it is one of content/'s pages. */
function contentFileOf(mdx: Node, getNode: NodeArgs["getNode"]): FileNode | null {
  const file = mdx.parent ? (getNode(mdx.parent) as FileNode | undefined) : undefined;
  return file && file.internal.type === "File" && file.sourceInstanceName === "content" ? file : null;
}

/** Where a DocPage comes from: a content file and its Mdx node, or a page generated at build time. */
export interface DocPageOrigin {
  /** Repository path of the page's source: its content file, or the generator that wrote it. */
  path: string;
  absolutePath: string;
  size: number;
  /** The Mdx node of the content file; null for a generated page. */
  parent: Node | null;
  /** Digest of what made the page (see compilerFingerprint). */
  fingerprint: string;
}

/** The id of the DocPage of a content path, e.g. "concepts/output.mdx". */
export function docPageNodeId(contentPath: string, createNodeId: NodeArgs["createNodeId"]): string {
  return createNodeId(`DocPage ${contentPath}`);
}

/** Stores a compiled page as a DocPage node (HTML, headings, links, search sections, Markdown twin). */
export function createDocPageNode(compiled: CompiledContentFile, origin: DocPageOrigin, args: NodeArgs): void {
  const { actions, createNodeId, createContentDigest } = args;
  const { location, frontMatter } = compiled;
  const fields = {
    path: origin.path,
    name: location.name,
    size: origin.size,
    extension: location.extension,
    type: "file",
    url: location.url,
    section: location.section,
    ...frontMatter,
    anchors: compiled.anchors,
    headings: compiled.headings,
    html: compiled.html,
    links: compiled.links,
    relatedLinks: compiled.relatedLinks,
    codeBlocks: compiled.codeBlocks,
    searchSections: compiled.searchSections,
    markdown: compiled.markdown,
    markdownUrl: markdownTwinUrl(location),
    problems: compiled.problems,
    contentFilePath: origin.absolutePath,
    compilerFingerprint: origin.fingerprint,
  };
  const docPage = {
    ...fields,
    id: docPageNodeId(location.path, createNodeId),
    parent: origin.parent?.id ?? null,
    children: [],
    internal: { type: "DocPage", contentDigest: createContentDigest(fields) },
  };
  actions.createNode(docPage);
  if (origin.parent) actions.createParentChildLink({ parent: origin.parent, child: docPage as unknown as Node });
}

/**
 * Compiles a content file on a worker thread: Gatsby calls onCreateNode for many files at once, so
 * the pool keeps every core compiling while the main thread goes on with Gatsby's own work.
 */
const COMPILE_JOB = workerJob({
  name: "compile-content-file",
  run: ({ relativePath, text }: { relativePath: string; text: string }) =>
    compileContentFile(relativePath, text, siteContentProcessor()),
});

/**
 * True once Gatsby has bootstrapped. From then on (a writer's edit in `gatsby develop`) a file
 * compiles on the main thread: gatsby develop recreates the pages soon after a node changes without
 * waiting for this hook, and a worker started for the first edit takes seconds to load, long
 * enough for the edited page to be missing when the pages are recreated.
 */
let bootstrapped = false;

/** Marks the end of Gatsby's bootstrap (see `bootstrapped`). */
export function markBootstrapped(): void {
  bootstrapped = true;
}

/** Compiles the page's file once and stores it as a DocPage. */
async function createDocPage(mdx: Node, file: FileNode, args: NodeArgs): Promise<void> {
  const input = { relativePath: file.relativePath, text: readFileSync(file.absolutePath, "utf8") };
  const compiled = await (bootstrapped ? COMPILE_JOB.run(input) : runOnWorker(COMPILE_JOB, input));
  const origin = {
    path: repositoryPath(compiled.location.path),
    absolutePath: file.absolutePath,
    size: file.size,
    parent: mdx,
    fingerprint: compilerFingerprint(),
  };
  createDocPageNode(compiled, origin, args);
}

/** Turns each Mdx node of content/ into a DocPage node: the page compiled on the Node side. */
export async function onCreateNode(args: CreateNodeArgs): Promise<void> {
  const { node, getNode } = args;
  if (node.internal.type !== "Mdx") return;
  const file = contentFileOf(node, getNode);
  if (file) await createDocPage(node, file, args);
}

/**
 * Recompiles the pages a cached build kept from another version of the compiler (see
 * compilerFingerprint); on a cold build, and when only content changed, there are none.
 */
export async function recompileStaleDocPages(args: SourceNodesArgs): Promise<void> {
  const current = compilerFingerprint();
  // Generated pages (no parent) are kept up to date by their own sourceNodes step.
  const stale = args.getNodesByType("DocPage").filter((page) => page.parent && page.compilerFingerprint !== current);
  if (stale.length === 0) return;
  args.reporter.info(`content compiler changed: recompiling ${stale.length} cached pages`);
  for (const page of stale) {
    const mdx = page.parent ? args.getNode(page.parent) : undefined;
    const file = mdx ? contentFileOf(mdx, args.getNode) : null;
    if (mdx && file) await createDocPage(mdx, file, args);
  }
}
