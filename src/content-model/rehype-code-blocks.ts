import type { Element, Root, RootContent } from "hast";
import { toString } from "hast-util-to-string";
import { codeBlockElement } from "./code-block-html";

/** The `title="…"` of a fence's meta, e.g. ```js title="webpack.config.js" validate. */
export function titleFromMeta(meta: string | undefined): string | undefined {
  return meta ? /(?:^|\s)title="([^"]*)"/.exec(meta)?.[1] : undefined;
}

const isElement = (node: RootContent | Root): node is Element => node.type === "element";

function languageOf(code: Element): string {
  const classes = code.properties?.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((name) => name.startsWith("language-"))?.slice("language-".length) ?? "";
}

/** The code block that replaces one `<pre><code>`, or null when the pre holds no code element. */
function transformPre(pre: Element): Element | null {
  const code = pre.children.find(isElement);
  if (!code || code.tagName !== "code") return null;
  const meta = (code.data as { meta?: string } | undefined)?.meta;
  return codeBlockElement({
    code: toString(code).replace(/\n$/, ""),
    language: languageOf(code),
    title: titleFromMeta(meta),
  });
}

function walk(node: Root | Element): void {
  node.children.forEach((child, index) => {
    if (!isElement(child)) return;
    const replacement = child.tagName === "pre" ? transformPre(child) : null;
    if (replacement) node.children[index] = replacement;
    else walk(child);
  });
}

/**
 * Rehype plugin: every fenced block becomes a code block (src/content-model/code-block-html.ts),
 * highlighted with Prism at build time, so pages ship highlighted markup and no highlighter.
 */
export default function rehypeCodeBlocks(): (tree: Root) => void {
  return (tree) => walk(tree);
}
