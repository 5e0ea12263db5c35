import type { CreatePageArgs } from "gatsby";
import type { LayoutContext } from "../site/page-context";
import { APP_SHELL_PATHS } from "../site/app-shell";
import { homePageContext } from "./home-page";
import { stylesDigest } from "./styles-digest";

/**
 * Pages of src/pages (and plugins) get the stylesheet digest (see styles-digest.ts) and their
 * layout in their context, and "/" its highlighted code samples.
 */
export function onCreatePage({ page, actions }: CreatePageArgs<Record<string, unknown>>): void {
  if (page.context && "stylesDigest" in page.context) return;
  actions.deletePage(page);
  const home = page.path === "/" ? homePageContext() : {};
  const layout: LayoutContext = {
    layout: APP_SHELL_PATHS.includes(page.path) ? "bare" : "plain",
    stylesDigest: stylesDigest(),
  };
  actions.createPage({ ...page, context: { ...page.context, ...home, ...layout } });
}
