import * as React from "react";
import type { HelmetProps } from "react-helmet";
import { SITE_METADATA } from "../../site/metadata";
import { useInitialPage } from "../../site/initial-page";

export interface SeoProps {
  /** Page title; omitted on the home page, which uses the bare site name. */
  title?: string;
  description?: string | null;
  /** Site path of the page, for the canonical link. */
  path: string;
  /** Site path of the page's Markdown twin, announced as its text/markdown alternate. */
  markdownUrl?: string | null;
}

type HelmetComponent = React.ComponentType<HelmetProps>;

const SERVER = process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html";

/** Where Helmet's chunk cannot be loaded (offline, before the worker kept it): the title at least. */
function TitleOnly({ title }: HelmetProps): null {
  React.useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}

/**
 * react-helmet writes the head. The pre-rendered page already has its head tags (the server
 * renders Helmet and gatsby-plugin-react-helmet writes them out), so the browser needs Helmet only
 * once the reader moves to another page: it is a chunk of its own, loaded by the first client
 * navigation, and no page's first load pays for it. The build stage is a constant webpack folds,
 * so the server's static import never reaches a browser bundle.
 */
const Helmet: HelmetComponent =
  // Written out, not SERVER: webpack drops the other branch only when it sees the constant itself.
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? (require("react-helmet") as typeof import("react-helmet")).Helmet
    : React.lazy<HelmetComponent>(() =>
        import("react-helmet").then(
          (module) => ({ default: module.Helmet as HelmetComponent }),
          () => ({ default: TitleOnly }),
        ),
      );

/**
 * `<head>` tags of every page: title rule, description, canonical link and Open Graph title; on doc
 * pages the Markdown twin as `<link rel="alternate" type="text/markdown">`.
 */
export function Seo({ title, description, path, markdownUrl }: SeoProps): React.ReactElement | null {
  const initialPage = useInitialPage();
  // The page the browser loaded has its head from the server; Helmet renders nothing in the body.
  if (initialPage && !SERVER) return null;
  const { title: siteName, description: siteDescription, siteUrl } = SITE_METADATA;
  const fullTitle = title ? `${title} | ${siteName}` : siteName;
  const head = (
    <Helmet htmlAttributes={{ lang: "en" }} title={fullTitle}>
      <meta name="description" content={description || siteDescription} />
      <link rel="canonical" href={`${siteUrl}${path}`} />
      {markdownUrl && <link rel="alternate" type="text/markdown" href={`${siteUrl}${markdownUrl}`} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:site_name" content={siteName} />
    </Helmet>
  );
  return SERVER ? head : <React.Suspense fallback={null}>{head}</React.Suspense>;
}
