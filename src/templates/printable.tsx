import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { StaticHtml } from "../components/StaticHtml/StaticHtml";
import { PrintableContents } from "../components/PrintableContents/PrintableContents";
import type { PrintablePageContext } from "../site/page-context";
import { usePrintOnce } from "./use-print-once";

/**
 * Every page of a section on one page, for printing: the section's title as the h1, a table of
 * contents, then each page under its title as an h2. The articles come with their ids prefixed by
 * their page's slug and their links rewritten to land on this page
 * (src/content-model/printable.ts).
 */
export default function PrintableTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.PrintablePageQuery, PrintablePageContext>): React.ReactElement {
  usePrintOnce();
  const articles = data.printableArticles;
  return (
    <div className="markdown printable">
      <Seo title="Combined printable page" path={location.pathname} />
      <h1>{pageContext.title}</h1>
      <PrintableContents articles={articles} />
      {articles.map((article) => (
        <article key={article.id} className="printable-page" aria-labelledby={article.id}>
          <h2 id={article.id}>{article.title}</h2>
          <StaticHtml html={article.html} />
        </article>
      ))}
    </div>
  );
}

export const query = graphql`
  query PrintablePage($ids: [String!]!) {
    printableArticles(ids: $ids) {
      id
      title
      sections {
        title
        id
      }
      html
    }
  }
`;
