import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { DocActions } from "../components/DocActions/DocActions";
import { StaticHtml } from "../components/StaticHtml/StaticHtml";
import { Pager } from "../components/Pager/Pager";
import { FurtherReading } from "../components/FurtherReading/FurtherReading";
import { Contributors } from "../components/Contributors/Contributors";
import type { DocPageContext } from "../site/page-context";

/**
 * A documentation page: title, actions, the article (HTML compiled at build time, never
 * re-rendered by React), pager and page-level sections. The layout adds the section's sidebar.
 */
export default function DocTemplate({
  data,
  pageContext,
}: PageProps<Queries.DocPageQuery, DocPageContext>): React.ReactElement {
  const page = data.docPage;
  if (!page) throw new Error(`DocPage ${pageContext.id} is missing`);
  return (
    <article>
      <Seo title={page.title} description={page.description} path={page.url} markdownUrl={page.markdownUrl} />
      <h1>{page.title}</h1>
      <DocActions editUrl={pageContext.editUrl} repo={page.repo} markdownUrl={page.markdownUrl} />
      <StaticHtml className="markdown" html={page.html} />
      <Pager previous={pageContext.previous} next={pageContext.next} />
      <FurtherReading related={page.related} />
      <Contributors contributors={page.contributors} />
    </article>
  );
}

export const query = graphql`
  query DocPage($id: String!) {
    docPage(id: { eq: $id }) {
      title
      description
      url
      markdownUrl
      repo
      html
      contributors
      related {
        title
        url
      }
    }
  }
`;
