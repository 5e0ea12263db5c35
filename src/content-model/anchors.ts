import GithubSlugger from "github-slugger";
import type { Anchor } from "./types";
import { proseLines, splitCodeSpans } from "./markdown-lines";

const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Plain text of inline markdown, as mdast-util-to-string would give it for a heading. */
export function inlineText(markdown: string): string {
  return splitCodeSpans(markdown)
    .map((part) => (part.code ? part.value : plainInline(part.value)))
    .join("")
    .trim();
}

// Escaped characters are parked in the private-use area so emphasis rules cannot see them.
const PARK = 0xe000;

function plainInline(text: string): string {
  return text
    .replace(/\\([!-/:-@[-`{-~])/g, (_, char: string) => String.fromCharCode(PARK + char.charCodeAt(0)))
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, "$2")
    .replace(/(\*|\b_)(?=\S)(.+?)(?<=\S)(\*|_\b)/g, "$2")
    .replace(/[\ue000-\ue07f]/g, (char) => String.fromCharCode(char.charCodeAt(0) - PARK))
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name]);
}

/**
 * Every ATX heading of an MDX file with the id gatsby-remark-autolink-headers gives it.
 * All levels take part in slugging (duplicates get -1, -2 …) because the page slugs them all.
 */
export function extractHeadings(fileText: string): Array<Anchor & { line: number }> {
  const slugger = new GithubSlugger();
  const headings: Array<Anchor & { line: number }> = [];
  for (const { line, text } of proseLines(fileText)) {
    const match = ATX_HEADING.exec(text);
    if (!match) continue;
    const title = inlineText(match[2] ?? "");
    headings.push({ title, id: slugger.slug(title), level: match[1].length, line });
  }
  return headings;
}

/** The page's anchors: headings of level 1 to 3. */
export function toAnchors(headings: Anchor[]): Anchor[] {
  return headings.filter((heading) => heading.level <= 3).map(({ title, id, level }) => ({ title, id, level }));
}
