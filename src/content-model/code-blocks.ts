import { scanMarkdown, type CodeBlock } from "./markdown-lines";

export type { CodeBlock };

/** Every fenced code block outside the front matter. */
export function extractCodeBlocks(fileText: string): CodeBlock[] {
  return scanMarkdown(fileText).codeBlocks;
}

/** Blocks a writer marked as complete configurations (`validate` in the fence's meta). */
export function configurationBlocks(fileText: string): CodeBlock[] {
  return extractCodeBlocks(fileText).filter((block) => /(^|\s)validate(\s|$)/.test(block.meta));
}
