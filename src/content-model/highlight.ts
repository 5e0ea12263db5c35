import Prism from "prismjs";
import loadLanguages from "prismjs/components/index";

// Build-time syntax highlighting (issue 3): pages ship highlighted markup, never a highlighter.
const LANGUAGES = [
  "bash", "coffeescript", "css", "diff", "graphql", "json", "json5", "jsx", "less", "markdown", "markup",
  "nginx", "ruby", "sass", "scss", "stylus", "toml", "tsx", "typescript", "yaml",
];
loadLanguages(LANGUAGES);

const ALIASES: Record<string, string> = {
  sh: "bash", shell: "bash", console: "bash", zsh: "bash", coffee: "coffeescript", ts: "typescript",
  mjs: "javascript", cjs: "javascript", md: "markdown", mdx: "markdown", yml: "yaml", html: "markup",
  xml: "markup", svg: "markup", vue: "markup", js: "javascript",
};

/** The Prism grammar name for a fence language, or undefined when the block stays plain text. */
export function grammarName(language: string): string | undefined {
  const name = ALIASES[language.toLowerCase()] ?? language.toLowerCase();
  return Prism.languages[name] ? name : undefined;
}

/** Minimal hast shapes, so this module needs no unified types. */
export interface HastText { type: "text"; value: string }
export interface HastElement {
  type: "element";
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
export type HastNode = HastText | HastElement | { type: string; [key: string]: unknown };

function toHast(tokens: Array<string | Prism.Token>): HastNode[] {
  return tokens.map((token): HastNode => {
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
export function highlightToHast(code: string, language: string): HastNode[] {
  const grammar = grammarName(language);
  if (!grammar) return [{ type: "text", value: code }];
  return toHast(Prism.tokenize(code, Prism.languages[grammar]));
}

/** Highlighted HTML for CODE, for build-time use outside MDX (e.g. in page context). */
export function highlightToHtml(code: string, language: string): string {
  const grammar = grammarName(language);
  if (!grammar) return code.replace(/[&<>]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[char] as string);
  return Prism.highlight(code, Prism.languages[grammar], grammar);
}
