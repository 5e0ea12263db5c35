/** A line of a content file that is prose (outside front matter and fenced code). */
export interface ProseLine {
  /** 1-based line number in the whole file. */
  line: number;
  text: string;
}

/** A fenced code block of a content file. */
export interface CodeBlock {
  language: string;
  /** Words after the language, e.g. `title="webpack.config.js" validate`. */
  meta: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

const OPENING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`]*)[ \t]*(.*)$/;
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

/** Number of lines taken by a leading `---` front-matter block (0 when there is none). */
export function frontMatterLineCount(lines: string[]): number {
  if (lines[0]?.trim() !== "---") return 0;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === "---");
  return end === -1 ? 0 : end + 1;
}

/**
 * Splits a file after its front matter into prose lines and fenced code blocks: headings and links
 * inside code are not headings or links on the page.
 */
export function scanMarkdown(fileText: string): { prose: ProseLine[]; codeBlocks: CodeBlock[] } {
  const lines = fileText.split(/\r?\n/);
  const prose: ProseLine[] = [];
  const codeBlocks: CodeBlock[] = [];
  let open: { fence: string; language: string; meta: string; line: number; body: string[] } | null = null;
  for (let index = frontMatterLineCount(lines); index < lines.length; index++) {
    const text = lines[index];
    if (open) {
      const closing = CLOSING_FENCE.exec(text)?.[1];
      if (closing && closing[0] === open.fence[0] && closing.length >= open.fence.length) {
        codeBlocks.push({ language: open.language, meta: open.meta, code: open.body.join("\n"), line: open.line });
        open = null;
      } else {
        open.body.push(text);
      }
      continue;
    }
    const start = OPENING_FENCE.exec(text);
    if (start) open = { fence: start[1], language: start[2], meta: start[3].trim(), line: index + 1, body: [] };
    else prose.push({ line: index + 1, text });
  }
  return { prose, codeBlocks };
}

/** Lines of a file that markdown treats as prose (outside front matter and fenced code). */
export function proseLines(fileText: string): ProseLine[] {
  return scanMarkdown(fileText).prose;
}

/** Replaces inline code spans with a marker-free copy of their content, so other syntax inside is ignored. */
export function splitCodeSpans(text: string): Array<{ code: boolean; value: string }> {
  const parts: Array<{ code: boolean; value: string }> = [];
  const pattern = /(`+)([\s\S]*?[^`])\1(?!`)/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push({ code: false, value: text.slice(last, match.index) });
    let value = match[2];
    // CommonMark strips one space on each side when both are present.
    if (value.length > 2 && value.startsWith(" ") && value.endsWith(" ")) value = value.slice(1, -1);
    parts.push({ code: true, value });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ code: false, value: text.slice(last) });
  return parts;
}
