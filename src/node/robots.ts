import type { GatsbyNode } from "gatsby";
import { SITE_METADATA } from "../site/metadata";
import { writePublicTextFiles } from "./write-public-text";

/** robots.txt: everything may be crawled, and the sitemap (gatsby-plugin-sitemap's index) is named. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap-index.xml", siteUrl).href}\n`;
}

/** Writes public/robots.txt with the production origin (siteMetadata.siteUrl). */
export const onPreBuild: GatsbyNode["onPreBuild"] = () => {
  writePublicTextFiles([{ url: "/robots.txt", text: robotsTxt(SITE_METADATA.siteUrl) }]);
};
