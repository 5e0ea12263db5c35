// /llms.txt and /llms-full.txt (https://llmstxt.org): the documentation as Markdown for language
// models. llms.txt is an index of every page's Markdown twin, section by section in sidebar order;
// llms-full.txt is every twin, in the same order, in one file.

/** A page as the two files list it. */
export interface LlmsPage {
  title: string;
  description?: string | null;
  /** Site path of its Markdown twin, e.g. /concepts/output.md. */
  markdownUrl: string;
  /** The twin's text. */
  markdown: string;
}

/** A documentation section, its pages in sidebar order. */
export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

export interface LlmsSite {
  /** The site's name: the file's `# h1`. */
  name: string;
  /** One paragraph: the file's `> ` summary. */
  summary: string;
  /** Origin of absolute links, without a trailing slash. */
  siteUrl: string;
}

export const LLMS_TXT_URL = "/llms.txt";
export const LLMS_FULL_TXT_URL = "/llms-full.txt";

const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim();
/** A title or description as Markdown text: markup and entities in it stay text, not HTML. */
const plainText = (text: string): string => oneLine(text).replace(/[<&\\]/g, "\\$&");
/** Link text cannot hold unescaped brackets either. */
const linkText = (text: string): string => plainText(text).replace(/[[\]]/g, "\\$&");

/**
 * llms.txt: `# name`, `> summary`, a sentence on the Markdown files, then one `## Section` per
 * section with `- [Title](absolute .md URL): description` per page.
 */
export function llmsTxt(site: LlmsSite, sections: readonly LlmsSection[]): string {
  const lines = [
    `# ${site.name}`,
    "",
    `> ${oneLine(site.summary)}`,
    "",
    `Each page of the documentation is published as Markdown next to its HTML: the links below point to those files, and [llms-full.txt](${site.siteUrl}${LLMS_FULL_TXT_URL}) holds all of them in one file, in the same order.`,
  ];
  for (const section of sections) {
    if (section.pages.length === 0) continue;
    lines.push("", `## ${oneLine(section.title)}`, "");
    for (const page of section.pages) {
      const description = page.description ? `: ${plainText(page.description)}` : "";
      lines.push(`- [${linkText(page.title)}](${site.siteUrl}${page.markdownUrl})${description}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** llms-full.txt: every page's Markdown twin in llms.txt's order, separated by thematic breaks. */
export function llmsFullTxt(sections: readonly LlmsSection[]): string {
  const twins = sections.flatMap((section) => section.pages.map((page) => page.markdown.trimEnd()));
  return `${twins.join("\n\n---\n\n")}\n`;
}
