import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { Seo } from "../components/Seo/Seo";
import { Sidebar } from "../components/Sidebar/Sidebar";
import { DocActions } from "../components/DocActions/DocActions";
import { Pager } from "../components/Pager/Pager";
import { FurtherReading } from "../components/FurtherReading/FurtherReading";
import { Contributors } from "../components/Contributors/Contributors";
import type { DocPageContext } from "../node/page-context";
import * as styles from "./doc.module.css";

/** A documentation page: sidebar, header actions, the MDX body, pager and footer sections. */
export default function DocTemplate({ data, pageContext, children }: PageProps<Queries.DocPageQuery, DocPageContext>): React.ReactElement {
  const page = data.docPage;
  if (!page) throw new Error(`DocPage ${pageContext.id} is missing`);
  return (
    <Layout pathname={page.url} sidebar={pageContext.sidebar}>
      <Seo title={page.title} description={page.description} path={page.url} />
      <div className={styles.doc}>
        <aside className={styles.sidebar}>
          <Sidebar sidebar={pageContext.sidebar} currentUrl={page.url} printableUrl={pageContext.printableUrl} />
        </aside>
        <article className={styles.content}>
          <h1>{page.title}</h1>
          <DocActions editUrl={pageContext.editUrl} repo={page.repo} />
          <div className="markdown">{children}</div>
          <Pager previous={pageContext.previous} next={pageContext.next} />
          <FurtherReading related={page.related} />
          <Contributors contributors={page.contributors} />
        </article>
      </div>
    </Layout>
  );
}

export const query = graphql`
  query DocPage($id: String!) {
    docPage(id: { eq: $id }) {
      title
      description
      url
      repo
      contributors
      related {
        title
        url
      }
    }
  }
`;
