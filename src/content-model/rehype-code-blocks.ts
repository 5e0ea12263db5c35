import { highlightToHast, type HastElement, type HastNode } from "./highlight";

/** The `title="…"` of a fence's meta, e.g. ```js title="webpack.config.js" validate. */
export function titleFromMeta(meta: string | undefined): string | undefined {
  return meta ? /(?:^|\s)title="([^"]*)"/.exec(meta)?.[1] : undefined;
}

const isElement = (node: HastNode): node is HastElement => node.type === "element";

function textOf(node: HastNode): string {
  if (node.type === "text") return String((node as { value: string }).value);
  return isElement(node) ? node.children.map(textOf).join("") : "";
}

function languageOf(code: HastElement): string {
  const classes = code.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((name) => name.startsWith("language-"))?.slice("language-".length) ?? "";
}

/** Highlights one `<pre><code>` in place and records its language and file title on the `<pre>`. */
function transformPre(pre: HastElement): void {
  const code = pre.children.find(isElement);
  if (!code || code.tagName !== "code") return;
  const language = languageOf(code);
  const title = titleFromMeta((code as { data?: { meta?: string } }).data?.meta);
  const text = textOf(code).replace(/\n$/, "");
  code.children = highlightToHast(text, language);
  pre.properties = {
    ...pre.properties,
    ...(language ? { dataLanguage: language } : {}),
    ...(title ? { dataTitle: title } : {}),
  };
}

function walk(node: HastNode): void {
  if (!isElement(node) && node.type !== "root") return;
  const children = (node as { children?: HastNode[] }).children ?? [];
  for (const child of children) {
    if (isElement(child) && child.tagName === "pre") transformPre(child);
    else walk(child);
  }
}

/**
 * Rehype plugin (issue 3): syntax highlighting at build time with Prism, so pages ship highlighted
 * markup and no highlighter; the fence's title and language travel as data attributes to CodeBlock.
 */
export default function rehypeCodeBlocks(): (tree: HastNode) => void {
  return (tree) => walk(tree);
}
