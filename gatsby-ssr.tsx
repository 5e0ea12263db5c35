import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { FIRST_PAINT_SCRIPT } from "./src/site/first-paint-script";

/**
 * `lang` on the pre-rendered `<html>`, the site's icon (so browsers do not ask for a missing
 * /favicon.ico), and theme and notification state decided before first paint.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]);
  setPreBodyComponents([
    <script key="first-paint" dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />,
  ]);
};

export { wrapPageElement } from "./src/components/Layout/wrap-page-element";
