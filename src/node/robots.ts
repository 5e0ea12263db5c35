import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { SITE_METADATA } from "../site/metadata";

/** robots.txt: everything may be crawled, and the sitemap (gatsby-plugin-sitemap's index) is named. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap-index.xml", siteUrl).href}\n`;
}

/** Writes public/robots.txt with the production origin (siteMetadata.siteUrl). */
export const onPreBuild: GatsbyNode["onPreBuild"] = () => {
  writeFileSync(join(process.cwd(), "public", "robots.txt"), robotsTxt(SITE_METADATA.siteUrl));
};
