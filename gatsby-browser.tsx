import "./src/styles/global.css";
import "./src/styles/code-block.css";
import type { GatsbyBrowser } from "gatsby";
import { installNavigationGuard } from "./src/site/navigation-guard";
import { resetRouteStatus } from "./src/site/route-status";

/** Loading and error states for client-side navigation (src/site/navigation-guard.ts). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  installNavigationGuard();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  resetRouteStatus();
};

export { wrapPageElement } from "./src/components/Layout/wrap-page-element";
