import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { FIRST_PAINT_SCRIPT } from "./src/site/first-paint-script";
import { AppShellFallback } from "./src/components/Layout/AppShellFallback";
import { wrapPageElement as wrapInLayout } from "./src/components/Layout/wrap-page-element";
import { OFFLINE_SHELL_PATH } from "./src/site/app-shell";
import type { LayoutContext } from "./src/site/page-context";

/**
 * `lang` on the pre-rendered `<html>`, and theme and notification state decided before first
 * paint. The icons, theme colour and manifest links come from gatsby-plugin-manifest.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setPreBodyComponents([
    <script key="first-paint" dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />,
  ]);
};

/** As in the browser, except that the offline worker's app shell is pre-rendered with its fallback chrome. */
export const wrapPageElement: GatsbySSR<Record<string, unknown>, LayoutContext | undefined>["wrapPageElement"] = (args) =>
  args.props.location.pathname === OFFLINE_SHELL_PATH ? <AppShellFallback /> : wrapInLayout(args);
