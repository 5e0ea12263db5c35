/** A line of a content file that is prose (outside front matter and fenced code). */
export interface ProseLine {
  /** 1-based line number in the whole file. */
  line: number;
  text: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Number of lines taken by a leading `---` front-matter block (0 when there is none). */
export function frontMatterLineCount(lines: string[]): number {
  if (lines[0]?.trim() !== "---") return 0;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === "---");
  return end === -1 ? 0 : end + 1;
}

/**
 * Lines of a file that markdown treats as prose: front matter and fenced code blocks are skipped,
 * because headings and links inside them are not headings or links on the page.
 */
export function proseLines(fileText: string): ProseLine[] {
  const lines = fileText.split(/\r?\n/);
  const result: ProseLine[] = [];
  let openFence: string | null = null;
  for (let index = frontMatterLineCount(lines); index < lines.length; index++) {
    const text = lines[index];
    const fence = FENCE.exec(text)?.[1];
    if (openFence) {
      const closing = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(text)?.[1];
      if (closing && closing[0] === openFence[0] && closing.length >= openFence.length) openFence = null;
      continue;
    }
    if (fence) {
      openFence = fence;
      continue;
    }
    result.push({ line: index + 1, text });
  }
  return result;
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
