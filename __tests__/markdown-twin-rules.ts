import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import type { Content, Root } from "mdast";
import { visit } from "unist-util-visit";

/** A twin parsed as plain CommonMark + GFM (no MDX): what any Markdown reader makes of it. */
export function parseTwin(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
}

const ES_STATEMENT = /^\s*(import|export)\s.*(\bfrom\s*["']|[{=]|["'];?\s*$)/;

/**
 * What a Markdown twin must not contain, each as `line: what`. A CommonMark parser reads any tag
 * (an HTML element or a JSX component) as an `html` node; import/export statements and MDX
 * comments would be plain text, so those are looked for in the text outside code.
 */
export function twinViolations(markdown: string): string[] {
  const tree = parseTwin(markdown);
  const problems: string[] = [];
  const lines = markdown.split("\n");
  visit(tree, (node: Root | Content) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === "html") problems.push(`${line}: HTML ${JSON.stringify(node.value.slice(0, 80))}`);
    if (node.type === "paragraph" && node.position) {
      for (let index = node.position.start.line; index <= node.position.end.line; index++) {
        if (ES_STATEMENT.test(lines[index - 1]))
          problems.push(`${index}: import/export line ${JSON.stringify(lines[index - 1])}`);
      }
    }
    if (node.type === "text" && /\{\/\*/.test(node.value)) problems.push(`${line}: MDX comment`);
    if (
      node.type === "heading" &&
      /\{#[\w-]+\}\s*$/.test(markdown.slice(node.position?.start.offset, node.position?.end.offset))
    ) {
      problems.push(`${line}: heading id syntax`);
    }
  });
  return problems;
}
