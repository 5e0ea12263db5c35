import "./src/styles/global.css";
import "./src/styles/code-block.css";
import type { GatsbyBrowser } from "gatsby";
import { installNavigationGuard } from "./src/site/navigation-guard";
import { resetRouteStatus } from "./src/site/route-status";
import { hydrateInTransition } from "./src/site/hydrate";
import { announce } from "./src/site/reader-events";

/** Loading and error states for client-side navigation (src/site/navigation-guard.ts). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  installNavigationGuard();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  resetRouteStatus();
  // Page views, when analytics is configured (src/site/reader-events.ts).
  announce({ type: "route", url: location.href });
};

/**
 * Hydration without one long task (src/site/hydrate.ts). Gatsby types the function as the legacy
 * ReactDOM.render with its overloads; it calls it as (element, container).
 */
export const replaceHydrateFunction = (() => hydrateInTransition) as unknown as GatsbyBrowser["replaceHydrateFunction"];

export { wrapPageElement } from "./src/components/Layout/wrap-page-element";
