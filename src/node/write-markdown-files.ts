import type { GatsbyCache } from "gatsby";
import { LLMS_FULL_TXT_URL, LLMS_TXT_URL, llmsFullTxt, llmsTxt, type LlmsSection } from "../content-model/llms-txt";
import { readingRank } from "../site/sections";
import { SITE_METADATA } from "../site/metadata";
import { writePublicTextFiles, type PublicTextFile } from "./write-public-text";

/** A page with what llms.txt lists of it. */
export interface MarkdownPage {
  id: string;
  title: string;
  description?: string | null;
  markdownUrl: string;
}

/** A section's pages in sidebar order. */
export interface MarkdownSection {
  section: string;
  /** The section's name (src/site/sections.ts). */
  title: string;
  pages: MarkdownPage[];
}

/** Where the last build's files are remembered, so files of removed pages can be deleted. */
const CACHE_KEY = "markdown-files";

/** Documentation sections in the order readers meet them, top-level pages last. */
function readingOrder(sections: readonly MarkdownSection[]): MarkdownSection[] {
  return [...sections].sort(
    (a, b) => readingRank(a.section) - readingRank(b.section) || a.section.localeCompare(b.section),
  );
}

/**
 * Writes every page's Markdown twin (DocPage.markdown at DocPage.markdownUrl), /llms.txt and
 * /llms-full.txt into public/. Each file is written only when its text changed, so after a
 * one-page edit the build rewrites that page's twin and llms-full.txt, and llms.txt only when a
 * title or description changed.
 */
export async function writeMarkdownFiles(
  pages: readonly MarkdownPage[],
  sections: readonly MarkdownSection[],
  markdownOf: (id: string) => string,
  cache: Pick<GatsbyCache, "get" | "set">,
): Promise<{ twins: number; written: string[]; removed: string[]; llmsBytes: number; llmsFullBytes: number }> {
  const llmsSections: LlmsSection[] = readingOrder(sections).map((section) => ({
    title: section.title,
    pages: section.pages.map((page) => ({ ...page, markdown: markdownOf(page.id) })),
  }));
  const site = { name: SITE_METADATA.title, summary: SITE_METADATA.description, siteUrl: SITE_METADATA.siteUrl };
  const files: PublicTextFile[] = [
    ...pages.map((page) => ({ url: page.markdownUrl, text: markdownOf(page.id) })),
    { url: LLMS_TXT_URL, text: llmsTxt(site, llmsSections) },
    { url: LLMS_FULL_TXT_URL, text: llmsFullTxt(llmsSections) },
  ];
  const previous = ((await cache.get(CACHE_KEY)) as string[] | undefined) ?? [];
  const result = writePublicTextFiles(files, previous);
  await cache.set(
    CACHE_KEY,
    files.map((file) => file.url),
  );
  const bytes = (url: string) => Buffer.byteLength(files.find((file) => file.url === url)?.text ?? "");
  return { twins: pages.length, ...result, llmsBytes: bytes(LLMS_TXT_URL), llmsFullBytes: bytes(LLMS_FULL_TXT_URL) };
}
