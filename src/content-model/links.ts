import { proseLines, splitCodeSpans } from "./markdown-lines";

/** A link written in a content file, with its 1-based line. */
export interface WrittenLink {
  url: string;
  line: number;
}

const LINK_PATTERNS = [
  /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g, // [text](url "title")
  /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/g, // [label]: url
  /\bhref=["']([^"']+)["']/g, // JSX/HTML href
];

/** True for a site path ("/a/", "/a/#b"), false for external, protocol-relative and mail links. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

/** True for "../x/" or "x/": links that are neither absolute, site paths nor in-page anchors. */
export function isRelativeUrl(url: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url);
}

/** Every link written in the file's prose (not in code), with its line number. */
export function extractLinks(fileText: string): WrittenLink[] {
  const links: WrittenLink[] = [];
  for (const { line, text } of proseLines(fileText)) {
    const prose = splitCodeSpans(text)
      .filter((part) => !part.code)
      .map((part) => part.value)
      .join(" ");
    for (const pattern of LINK_PATTERNS) {
      pattern.lastIndex = 0;
      for (let match = pattern.exec(prose); match; match = pattern.exec(prose)) {
        links.push({ url: match[1], line });
      }
    }
  }
  return links;
}
