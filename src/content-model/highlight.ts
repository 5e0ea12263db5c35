import Prism from "prismjs";
import loadLanguages from "prismjs/components/index";
import type { Element, ElementContent } from "hast";

// Build-time syntax highlighting: pages ship highlighted markup, never a highlighter.
const LANGUAGES = [
  "bash",
  "coffeescript",
  "css",
  "diff",
  "graphql",
  "json",
  "json5",
  "jsx",
  "less",
  "markdown",
  "markup",
  "nginx",
  "ruby",
  "sass",
  "scss",
  "stylus",
  "toml",
  "tsx",
  "typescript",
  "yaml",
];
let languagesLoaded = false;

/** Loads the grammars on first use: a build that compiles no page never pays for them. */
function grammars(): typeof Prism.languages {
  if (!languagesLoaded) {
    loadLanguages(LANGUAGES);
    languagesLoaded = true;
  }
  return Prism.languages;
}

const ALIASES: Record<string, string> = {
  sh: "bash",
  shell: "bash",
  console: "bash",
  zsh: "bash",
  coffee: "coffeescript",
  ts: "typescript",
  mjs: "javascript",
  cjs: "javascript",
  md: "markdown",
  mdx: "markdown",
  yml: "yaml",
  html: "markup",
  xml: "markup",
  svg: "markup",
  vue: "markup",
  js: "javascript",
};

/** The Prism grammar name for a fence language, or undefined when the block stays plain text. */
export function grammarName(language: string): string | undefined {
  const name = ALIASES[language.toLowerCase()] ?? language.toLowerCase();
  return grammars()[name] ? name : undefined;
}

function toHast(tokens: Array<string | Prism.Token>): ElementContent[] {
  const nodes = tokens.map((token): ElementContent => {
    if (typeof token === "string") return { type: "text", value: token };
    const content = Array.isArray(token.content) ? token.content : [token.content];
    const aliases = token.alias ? ([] as string[]).concat(token.alias) : [];
    return {
      type: "element",
      tagName: "span",
      properties: { className: ["token", token.type, ...aliases] },
      children: toHast(content as Array<string | Prism.Token>),
    };
  });
  return mergeQuietRuns(nodes);
}

/** Token types drawn in one colour (the stylesheet's `--token-punctuation`). */
const QUIET_TOKENS = new Set(["punctuation", "operator"]);

/** A span of one quiet token type and nothing but text inside. */
function isQuiet(node: ElementContent | undefined): node is Element {
  if (node?.type !== "element") return false;
  const className = node.properties?.className;
  return (
    Array.isArray(className) &&
    className.length === 2 &&
    QUIET_TOKENS.has(String(className[1])) &&
    node.children.every((child) => child.type === "text")
  );
}

const textOf = (node: ElementContent): string =>
  node.type === "text" ? node.value : node.type === "element" ? node.children.map(textOf).join("") : "";

/**
 * Joins each run of punctuation and operator tokens, and the spaces between them, into one span:
 * they look the same, and code blocks are most of a page's elements (`}, {` is one span, not three).
 */
function mergeQuietRuns(nodes: ElementContent[]): ElementContent[] {
  const merged: ElementContent[] = [];
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index];
    const last = merged[merged.length - 1];
    const spaceInRun = node.type === "text" && /^\s*$/.test(node.value) && isQuiet(nodes[index + 1]);
    if (isQuiet(last) && (isQuiet(node) || spaceInRun)) {
      last.properties = { className: ["token", "punctuation"] };
      last.children = [{ type: "text", value: textOf(last) + textOf(node) }];
    } else merged.push(node);
  }
  return merged;
}

/** Highlighted hast children for CODE in LANGUAGE (one text node when the language is unknown). */
export function highlightToHast(code: string, language: string): ElementContent[] {
  const grammar = grammarName(language);
  if (!grammar) return [{ type: "text", value: code }];
  return toHast(Prism.tokenize(code, grammars()[grammar]));
}
