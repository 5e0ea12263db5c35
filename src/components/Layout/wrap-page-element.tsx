import * as React from "react";
import type { PageProps } from "gatsby";
import type { LayoutContext } from "../../site/page-context";
import { Layout } from "./Layout";

interface WrapPageElementArgs {
  element: React.ReactElement;
  props: Pick<PageProps<object, LayoutContext | undefined>, "location" | "pageContext">;
}

/**
 * The page chrome around every page, for gatsby-browser's and gatsby-ssr's wrapPageElement. Bare
 * pages (the offline app shell) stay empty, so the browser renders them instead of hydrating.
 */
export function wrapPageElement({ element, props }: WrapPageElementArgs): React.ReactElement {
  const layout = props.pageContext?.layout ?? "plain";
  if (layout === "bare") return element;
  return (
    <Layout pathname={props.location.pathname} layout={layout}>
      {element}
    </Layout>
  );
}
