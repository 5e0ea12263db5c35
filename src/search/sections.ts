import { extractHeadings, inlineText } from "../content-model/anchors";
import { proseLines } from "../content-model/markdown-lines";

/** The text of a page between two headings, with the headings above it. */
export interface PageSection {
  /** Id of the nearest heading above, or null for the text before the first heading. */
  anchor: string | null;
  lvl2: string | null;
  lvl3: string | null;
  text: string;
}

/** Markdown prose as plain words: links keep their text, tables and list markers go. */
export function plainText(line: string): string {
  if (/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line)) return "";
  return inlineText(
    line
      .replace(/^\s{0,3}(?:[-*+]|\d+[.)])\s+/, "")
      .replace(/^\s{0,3}>\s?/, "")
      .replace(/\|/g, " ")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Splits a content file into the sections a search result can point at: one per h2/h3 heading
 * (deeper headings stay in their h3), plus the introduction before the first heading.
 */
export function splitSections(fileText: string): PageSection[] {
  const headings = new Map(extractHeadings(fileText).map((heading) => [heading.line, heading]));
  const sections: PageSection[] = [{ anchor: null, lvl2: null, lvl3: null, text: "" }];
  const parts: string[][] = [[]];
  for (const { line, text } of proseLines(fileText)) {
    const heading = headings.get(line);
    if (heading && heading.level <= 3) {
      const previous = sections[sections.length - 1];
      const lvl2 = heading.level === 2 ? heading.title : previous.lvl2;
      sections.push({ anchor: heading.id, lvl2, lvl3: heading.level === 3 ? heading.title : null, text: "" });
      parts.push([]);
      continue;
    }
    const words = heading ? heading.title : plainText(text);
    if (words) parts[parts.length - 1].push(words);
  }
  return sections
    .map((section, index) => ({ ...section, text: parts[index].join(" ") }))
    .filter((section) => section.anchor !== null || section.text !== "");
}
