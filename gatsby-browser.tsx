import "./src/styles/global.css";
import "./src/styles/code-block.css";
import type { GatsbyBrowser, ShouldUpdateScrollArgs } from "gatsby";
import { installNavigationGuard } from "./src/site/navigation-guard";
import { resetRouteStatus } from "./src/site/route-status";
import { hydrateInTransition } from "./src/site/hydrate";
import { markInitialPageRendered } from "./src/site/initial-page";
import { announce } from "./src/site/reader-events";
import { startWithoutPageResources } from "./plugins/gatsby-plugin-resilient-start/page-resources";
import { startPrerenderedPage } from "./src/components/Layout/start-prerendered-page";
import { layOutBeforeRestoringScroll } from "./src/site/article-layout";

/**
 * A page whose data or template script cannot be loaded keeps its pre-rendered content and gets a
 * working chrome (search, theme toggle, drawer) instead of no script at all
 * (plugins/gatsby-plugin-resilient-start). Production only: in `gatsby develop` the
 * error overlay says what is wrong.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () =>
  process.env.NODE_ENV === "production" ? startWithoutPageResources(startPrerenderedPage) : undefined;

/** Head tags are the server's until the first client navigation (Seo); loading and error states for client-side navigation (src/site/navigation-guard.ts). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markInitialPageRendered();
  installNavigationGuard();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  resetRouteStatus();
  // Page views, when analytics is configured (src/site/reader-events.ts).
  announce({ type: "route", url: location.href });
};

/**
 * A long article is laid out in full before a saved scroll position is restored
 * (src/site/article-layout.ts). Returns nothing, so Gatsby scrolls as it would without this hook:
 * its API runner drops undefined results, though its types ask for one.
 */
export const shouldUpdateScroll = (({ routerProps, getSavedScrollPosition }: ShouldUpdateScrollArgs) => {
  layOutBeforeRestoringScroll(getSavedScrollPosition(routerProps.location) as unknown);
  return undefined;
}) as unknown as GatsbyBrowser["shouldUpdateScroll"];

/**
 * Hydration without one long task (src/site/hydrate.ts). Gatsby types the function as the legacy
 * ReactDOM.render with its overloads; it calls it as (element, container).
 */
export const replaceHydrateFunction = (() => hydrateInTransition) as unknown as GatsbyBrowser["replaceHydrateFunction"];

export { wrapPageElement } from "./src/components/Layout/wrap-page-element";
