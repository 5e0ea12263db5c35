import * as React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { Seo } from "../components/Seo/Seo";
import type { PrintablePageContext } from "../node/page-context";
import { usePrintOnce } from "./use-print-once";

export interface PrintableTemplateProps extends PageProps<object, PrintablePageContext> {
  /** MDX bodies of the section's pages, in the order of `pageContext.pages`. */
  bodies: React.ComponentType[];
}

/** Every page of a section on one page, each under its title, for printing. */
export default function PrintableTemplate({ pageContext, bodies, location }: PrintableTemplateProps): React.ReactElement {
  usePrintOnce();
  return (
    <Layout pathname={location.pathname}>
      <Seo title="Combined printable page" path={location.pathname} />
      <div className="markdown printable">
        {pageContext.pages.map((page, index) => {
          const Body = bodies[index];
          return (
            <article key={page.url} className="printable-page">
              <h1>{page.title}</h1>
              <Body />
            </article>
          );
        })}
      </div>
    </Layout>
  );
}
