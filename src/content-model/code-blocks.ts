import { frontMatterLineCount } from "./markdown-lines";

/** A fenced code block of a content file. */
export interface CodeBlock {
  language: string;
  /** Words after the language, e.g. `title="webpack.config.js" validate`. */
  meta: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

/** Every fenced code block outside the front matter. */
export function extractCodeBlocks(fileText: string): CodeBlock[] {
  const lines = fileText.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let open: { fence: string; language: string; meta: string; line: number; body: string[] } | null = null;
  for (let index = frontMatterLineCount(lines); index < lines.length; index++) {
    const text = lines[index];
    if (open) {
      const closing = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(text)?.[1];
      if (closing && closing[0] === open.fence[0] && closing.length >= open.fence.length) {
        blocks.push({ language: open.language, meta: open.meta, code: open.body.join("\n"), line: open.line });
        open = null;
      } else {
        open.body.push(text);
      }
      continue;
    }
    const start = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`]*)[ \t]*(.*)$/.exec(text);
    if (start) open = { fence: start[1], language: start[2], meta: start[3].trim(), line: index + 1, body: [] };
  }
  return blocks;
}

/** Blocks a writer marked as complete configurations (`validate` in the fence's meta). */
export function configurationBlocks(fileText: string): CodeBlock[] {
  return extractCodeBlocks(fileText).filter((block) => /(^|\s)validate(\s|$)/.test(block.meta));
}
