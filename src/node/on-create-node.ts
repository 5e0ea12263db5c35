import { readFileSync } from "node:fs";
import type { CreateNodeArgs, Node, NodePluginArgs, SourceNodesArgs } from "gatsby";
import { compileContentFile } from "../content-model/content-file";
import { markdownTwinUrl } from "../content-model/paths";
import { compilerFingerprint, siteContentProcessor } from "./content-compiler";

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

/** Compiles the page's file once (HTML, headings, links, search sections, Markdown twin) and stores it as a DocPage. */
async function createDocPage(mdx: Node, file: FileNode, args: NodeArgs): Promise<void> {
  const { actions, createNodeId, createContentDigest } = args;
  const compiled = await compileContentFile(file.relativePath, readFileSync(file.absolutePath, "utf8"), siteContentProcessor());
  const { location, frontMatter } = compiled;
  const fields = {
    path: `content/${location.path}`,
    name: location.name,
    size: file.size,
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
    contentFilePath: file.absolutePath,
    compilerFingerprint: compilerFingerprint(),
  };
  const docPage = {
    ...fields,
    id: createNodeId(`DocPage ${location.path}`),
    parent: mdx.id,
    children: [],
    internal: { type: "DocPage", contentDigest: createContentDigest(fields) },
  };
  actions.createNode(docPage);
  actions.createParentChildLink({ parent: mdx, child: docPage as unknown as Node });
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
  const stale = args.getNodesByType("DocPage").filter((page) => page.compilerFingerprint !== current);
  if (stale.length === 0) return;
  args.reporter.info(`content compiler changed: recompiling ${stale.length} cached pages`);
  for (const page of stale) {
    const mdx = page.parent ? args.getNode(page.parent) : undefined;
    const file = mdx ? contentFileOf(mdx, args.getNode) : null;
    if (mdx && file) await createDocPage(mdx, file, args);
  }
}
