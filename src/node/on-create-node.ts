import { readFileSync } from "node:fs";
import type { CreateNodeArgs, Node } from "gatsby";
import { analyzeContentFile } from "../content-model/content-file";

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
  size: number;
}

/** Turns each Mdx node of content/ into a DocPage node holding the content model's derived fields. */
export function onCreateNode({ node, getNode, actions, createNodeId, createContentDigest }: CreateNodeArgs): void {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.internal.type !== "File" || file.sourceInstanceName !== "content") return;

  const analyzed = analyzeContentFile(file.relativePath, readFileSync(file.absolutePath, "utf8"));
  const { location, frontMatter } = analyzed;
  const fields = {
    path: `content/${location.path}`,
    name: location.name,
    size: file.size,
    extension: location.extension,
    type: "file",
    url: location.url,
    section: location.section,
    ...frontMatter,
    anchors: analyzed.anchors,
    contentFilePath: file.absolutePath,
    headingIds: analyzed.headingIds,
    links: analyzed.links,
    relatedLinks: analyzed.relatedLinks,
    problems: analyzed.problems,
  };
  const docPage = {
    ...fields,
    id: createNodeId(`DocPage ${location.path}`),
    parent: node.id,
    children: [],
    internal: { type: "DocPage", contentDigest: createContentDigest(fields) },
  };
  actions.createNode(docPage);
  actions.createParentChildLink({ parent: node, child: docPage as unknown as Node });
}
