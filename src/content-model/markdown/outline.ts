import type { Content, Heading as MdastHeading, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { CodeBlock, Heading, PageSection, WrittenLink } from "../types";
import { headingAliases } from "./heading-aliases";

// Everything a page's outline needs, read from its Markdown tree after the remark plugins ran
// (gatsby-remark-autolink-headers has given each heading its id by then).

const line = (node: { position?: { start: { line: number } } }): number => node.position?.start.line ?? 0;

type AnyNode = Root | Content;

/** Every heading with the id the page renders (and its extra ids, if any), its plain text and its file line. */
export function collectHeadings(tree: Root): Heading[] {
  const headings: Heading[] = [];
  visit(tree, "heading", (node: MdastHeading) => {
    const id = (node.data?.hProperties as { id?: string } | undefined)?.id;
    if (!id) throw new Error("a heading has no id: is gatsby-remark-autolink-headers in MDX_PLUGIN_OPTIONS?");
    // Nodes without a position were added by plugins (the heading's permalink), not written.
    const written = node.children.filter((child) => child.position);
    const code = written.length === 1 && written[0].type === "inlineCode";
    const aliases = headingAliases(node);
    headings.push({
      title: toString(node).trim(),
      id,
      level: node.depth,
      line: line(node),
      code,
      ...(aliases.length > 0 ? { aliases } : {}),
    });
  });
  return headings;
}

const jsxHref = (node: MdxJsxFlowElement | MdxJsxTextElement): string | undefined => {
  const href = node.attributes.find((attribute) => attribute.type === "mdxJsxAttribute" && attribute.name === "href");
  return typeof href?.value === "string" ? href.value : undefined;
};

/** Links the writer wrote (Markdown links, link definitions and href attributes), with their lines. */
export function collectLinks(tree: Root): WrittenLink[] {
  const links: WrittenLink[] = [];
  visit(tree, (node: AnyNode) => {
    if (!node.position) return;
    if (node.type === "link" || node.type === "definition") links.push({ url: node.url, line: line(node) });
    if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      const href = jsxHref(node);
      if (href) links.push({ url: href, line: line(node) });
    }
  });
  return links;
}

/** Every fenced or indented code block. */
export function collectCodeBlocks(tree: Root): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(tree, "code", (node) => {
    blocks.push({ language: node.lang ?? "", meta: node.meta ?? "", code: node.value, line: line(node) });
  });
  return blocks;
}

// Containers whose children are blocks: their texts are separate words, not one run of letters.
const BLOCK_CONTAINERS = new Set([
  "root",
  "blockquote",
  "list",
  "listItem",
  "table",
  "tableRow",
  "tableCell",
  "mdxJsxFlowElement",
  "footnoteDefinition",
]);

/** Readable words of a node: code blocks, front matter and MDX code left out. */
function plainText(node: AnyNode): string {
  switch (node.type) {
    case "code":
    case "yaml":
    case "mdxjsEsm":
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return "";
    default:
      if ("value" in node) return node.value;
      if (!("children" in node)) return "";
      return (node.children as AnyNode[]).map(plainText).join(BLOCK_CONTAINERS.has(node.type) ? " " : "");
  }
}

const collapse = (text: string): string => text.replace(/\s+/g, " ").trim();

/**
 * The sections a search result can point at: the introduction before the first heading, then one
 * per h2/h3 (deeper headings and their text stay in the h3 above them). Code is not indexed.
 */
export function splitSections(tree: Root, headings: readonly Heading[]): PageSection[] {
  const byLine = new Map(headings.map((heading) => [heading.line, heading]));
  const sections: PageSection[] = [{ anchor: null, lvl2: null, lvl3: null, text: "" }];
  const parts: string[][] = [[]];
  for (const node of tree.children) {
    const heading = node.type === "heading" ? byLine.get(line(node)) : undefined;
    if (heading && heading.level <= 3 && heading.level >= 2) {
      const previous = sections[sections.length - 1];
      const lvl2 = heading.level === 2 ? heading.title : previous.lvl2;
      sections.push({ anchor: heading.id, lvl2, lvl3: heading.level === 3 ? heading.title : null, text: "" });
      parts.push([]);
      continue;
    }
    const words = collapse(plainText(node));
    if (words) parts[parts.length - 1].push(words);
  }
  return sections
    .map((section, index) => ({ ...section, text: parts[index].join(" ") }))
    .filter((section) => section.anchor !== null || section.text !== "");
}
