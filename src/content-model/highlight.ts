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

function toHast(tokens: Array<string | Prism.Token>): ElementContent[] {
  return tokens.map((token): ElementContent => {
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
}

/** Highlighted hast children for CODE in LANGUAGE (one text node when the language is unknown). */
export function highlightToHast(code: string, language: string): ElementContent[] {
  const grammar = grammarName(language);
  if (!grammar) return [{ type: "text", value: code }];
  return toHast(Prism.tokenize(code, grammars()[grammar]));
}
