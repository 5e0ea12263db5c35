import * as React from "react";
import { Helmet } from "react-helmet";
import { graphql, useStaticQuery } from "gatsby";

export interface SeoProps {
  /** Page title; omitted on the home page, which uses the bare site name. */
  title?: string;
  description?: string | null;
  /** Site path of the page, for the canonical link. */
  path: string;
}

/** `<head>` tags of every page: title rule, description, canonical link and Open Graph title. */
export function Seo({ title, description, path }: SeoProps): React.ReactElement {
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
      <meta property="og:title" content={fullTitle} />
      <meta property="og:site_name" content={siteName} />
    </Helmet>
  );
}
