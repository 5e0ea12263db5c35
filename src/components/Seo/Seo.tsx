import * as React from "react";
import { Helmet } from "react-helmet";
import { graphql, useStaticQuery } from "gatsby";

export interface SeoProps {
  /** Page title; omitted on the home page, which uses the bare site name. */
  title?: string;
  description?: string | null;
  /** Site path of the page, for the canonical link. */
  path: string;
  /** Site path of the page's Markdown twin, announced as its text/markdown alternate. */
  markdownUrl?: string | null;
}

/**
 * `<head>` tags of every page: title rule, description, canonical link and Open Graph title; on doc
 * pages the Markdown twin as `<link rel="alternate" type="text/markdown">`.
 */
export function Seo({ title, description, path, markdownUrl }: SeoProps): React.ReactElement {
  const { site } = useStaticQuery<Queries.SeoQuery>(graphql`
    query Seo {
      site { siteMetadata { title description siteUrl } }
    }
  `);
  const metadata = site?.siteMetadata;
  const siteName = metadata?.title ?? "webpack";
  const fullTitle = title ? `${title} | ${siteName}` : siteName;
  return (
    <Helmet htmlAttributes={{ lang: "en" }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description || metadata?.description} />
      <link rel="canonical" href={`${metadata?.siteUrl ?? ""}${path}`} />
      {markdownUrl && <link rel="alternate" type="text/markdown" href={`${metadata?.siteUrl ?? ""}${markdownUrl}`} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:site_name" content={siteName} />
    </Helmet>
  );
}
