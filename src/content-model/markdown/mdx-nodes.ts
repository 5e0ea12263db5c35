import type { Element, ElementContent, Properties, Root } from "hast";
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from "mdast-util-mdx-jsx";
import type { VFile } from "vfile";
import type { Node, Parent } from "unist";
import { findUnsafeElements } from "./safe-html";

/** mdast node types of MDX syntax, passed from remark to rehype unchanged and settled here. */
export const MDX_NODE_TYPES = [
  "mdxJsxFlowElement",
  "mdxJsxTextElement",
  "mdxFlowExpression",
  "mdxTextExpression",
  "mdxjsEsm",
];

/** Where this compiler's own messages come from, to tell them from other plugins' warnings. */
export const CONTENT_MESSAGE_SOURCE = "content-model";

interface MdxNode extends Node {
  name?: string | null;
  value?: string;
  attributes?: Array<MdxJsxAttribute | MdxJsxExpressionAttribute>;
  children?: ElementContent[];
}

/** An expression holding only a comment (`{/* note *\/}`) renders nothing in MDX either. */
function isComment(value: string): boolean {
  return /^\s*(\/\*[\s\S]*\*\/|\/\/[^\n]*)?\s*$/.test(value);
}

/** hast properties from JSX attributes written as literals; other attributes are reported. */
function literalProperties(node: MdxNode, file: VFile): Properties {
  const properties: Properties = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type === "mdxJsxAttribute" && (attribute.value === null || typeof attribute.value === "string")) {
      properties[attribute.name === "className" ? "class" : attribute.name] = attribute.value ?? true;
    } else {
      report(
        file,
        node,
        `<${node.name}>: attributes must be plain strings (content is rendered to HTML at build time, no JavaScript runs)`,
      );
    }
  }
  return properties;
}

function report(file: VFile, node: Node, reason: string): void {
  const message = file.message(reason, node.position);
  message.source = CONTENT_MESSAGE_SOURCE;
}

/** What one MDX node becomes in the article's HTML: an element, its children, or nothing. */
function settle(node: MdxNode, file: VFile): ElementContent[] {
  switch (node.type) {
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement": {
      const name = node.name ?? "";
      // Fragments (<>…</>) and HTML elements render as written; components would need JavaScript.
      if (name === "") return node.children ?? [];
      if (/^[a-z][a-z0-9-]*$/.test(name)) {
        const element: Element = {
          type: "element",
          tagName: name,
          properties: literalProperties(node, file),
          children: node.children ?? [],
          position: node.position,
        };
        return [element];
      }
      report(
        file,
        node,
        `unknown component <${name}>: content files may use Markdown and HTML elements (see docs/WRITING.md)`,
      );
      return [];
    }
    case "mdxFlowExpression":
    case "mdxTextExpression":
      if (!isComment(node.value ?? ""))
        report(
          file,
          node,
          `JavaScript expression \`{${node.value}}\`: write \\{ or use inline code for literal braces`,
        );
      return [];
    default:
      report(file, node, "import/export statements are not supported: a content file is Markdown, not a module");
      return [];
  }
}

function walk(parent: Parent, file: VFile): void {
  const children: Node[] = [];
  for (const child of parent.children) {
    if (MDX_NODE_TYPES.includes(child.type)) {
      const settled = settle(child as MdxNode, file);
      settled.forEach((node) => "children" in node && walk(node, file));
      children.push(...settled);
    } else {
      if ("children" in child) walk(child as Parent, file);
      children.push(child);
    }
  }
  parent.children = children;
}

/**
 * Rehype plugin: MDX's JSX, expressions and ESM become HTML or a file:line problem. Articles are
 * compiled to static HTML, so only what HTML can say is allowed: HTML elements with literal
 * attributes, fragments and comments. Anything else is reported, never dropped silently; so are
 * elements and attributes that would run code (`<script>`, `onclick`, a `javascript:` link),
 * whether written as HTML or as a Markdown link or image.
 */
export default function rehypeMdxNodes(): (tree: Root, file: VFile) => void {
  return (tree, file) => {
    walk(tree as Parent, file);
    findUnsafeElements(tree, (element, reason) => report(file, element, reason));
  };
}
