import type { GatsbySSR } from "gatsby";

/** `lang` on the pre-rendered `<html>`, so it is right before any script runs. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
};
