/** Display names of fence languages (and their aliases) that a code block's name mentions. */
const LANGUAGE_NAMES: Record<string, string> = {
  js: "JavaScript",
  javascript: "JavaScript",
  mjs: "JavaScript",
  cjs: "JavaScript",
  ts: "TypeScript",
  typescript: "TypeScript",
  jsx: "JSX",
  tsx: "TSX",
  bash: "Shell",
  sh: "Shell",
  shell: "Shell",
  console: "Shell",
  zsh: "Shell",
  json: "JSON",
  json5: "JSON5",
  html: "HTML",
  xml: "XML",
  svg: "SVG",
  vue: "Vue",
  css: "CSS",
  scss: "SCSS",
  sass: "Sass",
  less: "Less",
  stylus: "Stylus",
  yaml: "YAML",
  yml: "YAML",
  toml: "TOML",
  md: "Markdown",
  mdx: "Markdown",
  markdown: "Markdown",
  ruby: "Ruby",
  nginx: "nginx",
  coffee: "CoffeeScript",
  coffeescript: "CoffeeScript",
  graphql: "GraphQL",
  csv: "CSV",
};

/**
 * The accessible name of a code block, announced when keyboard focus reaches it: its file name
 * when it shows one, else what it holds ("JavaScript code", "Code changes" for a diff, "Code").
 */
export function codeBlockName({ language, title }: { language: string; title?: string }): string {
  if (title?.trim()) return title.trim();
  const key = language.toLowerCase();
  if (key === "diff") return "Code changes";
  const name = LANGUAGE_NAMES[key];
  return name ? `${name} code` : "Code";
}
