import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { FIRST_PAINT_SCRIPT } from "./src/site/first-paint-script";

/** `lang` on the pre-rendered `<html>`; theme and notification state decided before first paint. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setPreBodyComponents([
    <script key="first-paint" dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />,
  ]);
};

export { wrapPageElement } from "./src/components/Layout/wrap-page-element";
