import Prism from "prismjs";
import loadLanguages from "prismjs/components/index";
import type { ElementContent } from "hast";

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

/** Token types drawn in the code's own colour: no span, since code blocks are most of a page's elements. */
const PLAIN_TOKENS = new Set(["punctuation", "operator"]);

function toHast(tokens: Array<string | Prism.Token>): ElementContent[] {
  const nodes: ElementContent[] = [];
  for (const token of tokens) {
    const last = nodes[nodes.length - 1];
    const text = plainText(token);
    if (text !== undefined) {
      if (last?.type === "text") last.value += text;
      else nodes.push({ type: "text", value: text });
      continue;
    }
    const { type, content, alias } = token as Prism.Token;
    const aliases = alias ? ([] as string[]).concat(alias) : [];
    nodes.push({
      type: "element",
      tagName: "span",
      properties: { className: ["token", type, ...aliases] },
      children: toHast((Array.isArray(content) ? content : [content]) as Array<string | Prism.Token>),
    });
  }
  return nodes;
}

/** The text of a token drawn without a span (a plain string, punctuation, an operator), else undefined. */
function plainText(token: string | Prism.Token): string | undefined {
  if (typeof token === "string") return token;
  if (PLAIN_TOKENS.has(token.type) && !token.alias && typeof token.content === "string") return token.content;
  return undefined;
}

/** Highlighted hast children for CODE in LANGUAGE (one text node when the language is unknown). */
export function highlightToHast(code: string, language: string): ElementContent[] {
  const grammar = grammarName(language);
  if (!grammar) return [{ type: "text", value: code }];
  return toHast(Prism.tokenize(code, grammars()[grammar]));
}
