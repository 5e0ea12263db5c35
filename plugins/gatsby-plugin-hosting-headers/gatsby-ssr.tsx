import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { gatsbyPagePathScript, SCRIPT_LOADER_ID, SHARED_PAGE_PATH_SCRIPT } from "./page-path-script";

interface InlineScriptProps {
  id?: string;
  dangerouslySetInnerHTML?: { __html: string };
}

/**
 * Gatsby writes `window.pagePath="/this/page/"` into an inline script on every page, so every page
 * would need its own hash in the Content-Security-Policy. Each page gets the same script instead,
 * reading the path from a data attribute. Fails the build if Gatsby's script changes form.
 * Only the production build has that script and a policy; `gatsby develop` renders its pages
 * without it, and a throw there leaves the development server waiting for the home page.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  if (process.env.BUILD_STAGE !== "build-html") return;
  const components = getPostBodyComponents() as React.ReactElement<InlineScriptProps>[];
  const index = components.findIndex(
    (component) => React.isValidElement(component) && component.props.id === SCRIPT_LOADER_ID,
  );
  const source = index === -1 ? undefined : components[index].props.dangerouslySetInnerHTML?.__html;
  const pagePath = source?.match(/window\.pagePath=("(?:[^"\\]|\\.)*");/)?.[1];
  if (!source || !pagePath || source !== gatsbyPagePathScript(JSON.parse(pagePath) as string)) {
    throw new Error(
      `gatsby-plugin-hosting-headers: Gatsby's #${SCRIPT_LOADER_ID} script on ${pathname} is not the expected \`window.pagePath=…\`; see plugins/gatsby-plugin-hosting-headers/README.md`,
    );
  }
  const shared = (
    <script
      key="script-loader"
      id={SCRIPT_LOADER_ID}
      data-page-path={JSON.parse(pagePath) as string}
      dangerouslySetInnerHTML={{ __html: SHARED_PAGE_PATH_SCRIPT }}
    />
  );
  replacePostBodyComponents(components.map((component, position) => (position === index ? shared : component)));
};
