import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { StaticHtml } from "../components/StaticHtml/StaticHtml";
import { sidebarLabel } from "../content-model/sidebar";
import type { PrintablePageContext } from "../site/page-context";
import { usePrintOnce } from "./use-print-once";

type PrintablePage = Queries.PrintablePageQuery["allDocPage"]["nodes"][number];

/** The query's pages in the order of the context's ids: the sidebar's order. */
function inSidebarOrder(pages: readonly PrintablePage[], ids: readonly string[]): PrintablePage[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every page of a section on one page, each under its title, for printing. */
export default function PrintableTemplate({ data, pageContext, location }: PageProps<Queries.PrintablePageQuery, PrintablePageContext>): React.ReactElement {
  usePrintOnce();
  return (
    <div className="markdown printable">
      <Seo title="Combined printable page" path={location.pathname} />
      {inSidebarOrder(data.allDocPage.nodes, pageContext.ids).map((page) => (
        <article key={page.id} className="printable-page">
          <h1>{sidebarLabel(page)}</h1>
          <StaticHtml html={page.html} />
        </article>
      ))}
    </div>
  );
}

export const query = graphql`
  query PrintablePage($ids: [String!]!) {
    allDocPage(filter: { id: { in: $ids } }) {
      nodes {
        id
        title
        name
        html
      }
    }
  }
`;
