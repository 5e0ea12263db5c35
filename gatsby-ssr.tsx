import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { FIRST_PAINT_SCRIPT } from "./src/site/first-paint-script";
import { AppShellFallback } from "./src/components/Layout/AppShellFallback";
import { wrapPageElement as wrapInLayout } from "./src/components/Layout/wrap-page-element";
import { APP_SHELL_PATHS, OFFLINE_SHELL_PATH } from "./src/site/app-shell";
import { SITE_METADATA } from "./src/site/metadata";
import type { LayoutContext } from "./src/site/page-context";

/**
 * `lang` on the pre-rendered `<html>`, and theme and notification state decided before first
 * paint. The icons, theme colour and manifest links come from gatsby-plugin-manifest. The app
 * shells, which render no page of their own, are titled with the site's name: the offline worker
 * answers any address with one, and the page rendered into it sets its own title.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: "en" });
  if (APP_SHELL_PATHS.includes(pathname))
    setHeadComponents([<title key="app-shell-title">{SITE_METADATA.title}</title>]);
  setPreBodyComponents([<script key="first-paint" dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />]);
};

/** As in the browser, except that the offline worker's app shell is pre-rendered with its fallback chrome. */
export const wrapPageElement: GatsbySSR<Record<string, unknown>, LayoutContext | undefined>["wrapPageElement"] = (
  args,
) => (args.props.location.pathname === OFFLINE_SHELL_PATH ? <AppShellFallback /> : wrapInLayout(args));
