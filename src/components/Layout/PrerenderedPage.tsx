import * as React from "react";
import { APP_SHELL_ATTRIBUTE } from "../../site/app-shell";
import { StaticHtml } from "../StaticHtml/StaticHtml";
import { LAYOUT_PART, Layout } from "./Layout";

/** What a pre-rendered page holds inside the chrome, as the HTML the build wrote. */
export interface PrerenderedParts {
  layout: "doc" | "plain";
  /** The section's sidebar on doc pages, else null. */
  sidebarHtml: string | null;
  contentHtml: string;
}

/**
 * Reads the page's own parts from the pre-rendered document, before React replaces it; null when
 * there is nothing to keep (an app shell, or a page without the site's chrome).
 */
export function readPrerenderedPage(doc: Document): PrerenderedParts | null {
  const main = doc.getElementById("main-content");
  if (!main || doc.querySelector(`[${APP_SHELL_ATTRIBUTE}]`)) return null;
  const sidebar = main.querySelector(`[${LAYOUT_PART}="sidebar"]`);
  const content = main.querySelector(`[${LAYOUT_PART}="content"]`) ?? main;
  return {
    layout: sidebar ? "doc" : "plain",
    sidebarHtml: sidebar?.innerHTML ?? null,
    contentHtml: content.innerHTML,
  };
}

/**
 * The site's chrome (header with search and theme toggle, drawer, footer) around a page kept as
 * the build wrote it: what the reader gets when the page's data or template script cannot load.
 */
export function PrerenderedPage({
  pathname,
  parts,
}: {
  pathname: string;
  parts: PrerenderedParts;
}): React.ReactElement {
  const sidebar = parts.sidebarHtml === null ? undefined : <StaticHtml html={parts.sidebarHtml} />;
  return (
    <Layout pathname={pathname} layout={parts.layout} sidebar={sidebar}>
      <StaticHtml html={parts.contentHtml} />
    </Layout>
  );
}
