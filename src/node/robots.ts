import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GatsbyNode } from "gatsby";

interface SiteUrl {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
}

/** robots.txt: everything may be crawled, and the sitemap (gatsby-plugin-sitemap's index) is named. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap-index.xml", siteUrl).href}\n`;
}

/** Writes public/robots.txt with the production origin from siteMetadata.siteUrl. */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<SiteUrl>(`{ site { siteMetadata { siteUrl } } }`);
  const siteUrl = result.data?.site?.siteMetadata?.siteUrl;
  if (!siteUrl) return reporter.panic("robots.txt: siteMetadata.siteUrl is not set in gatsby-config.ts");
  writeFileSync(join(process.cwd(), "public", "robots.txt"), robotsTxt(siteUrl));
};
