import * as React from "react";
import { navigate, prefetchPathname } from "gatsby";
import { enhanceStaticHtml, type Router } from "./islands";

export interface StaticHtmlProps {
  /** HTML compiled at build time (an article, a code sample): React never re-renders inside it. */
  html: string;
  className?: string;
}

const gatsbyRouter: Router = { navigate: (path) => void navigate(path), prefetch: (path) => prefetchPathname(path) };

/**
 * Build-time HTML placed as it is, so hydration costs nothing however long the article; its few
 * interactive parts (copy buttons, site links) are wired by one delegated listener.
 */
export function StaticHtml({ html, className }: StaticHtmlProps): React.ReactElement {
  const container = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => (container.current ? enhanceStaticHtml(container.current, gatsbyRouter) : undefined), [html]);
  return <div ref={container} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
