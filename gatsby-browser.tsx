import "./src/styles/global.css";
import * as React from "react";
import type { GatsbyBrowser } from "gatsby";
import { MdxComponents } from "./src/components/mdx-components";
import { installNavigationGuard } from "./src/site/navigation-guard";
import { resetRouteStatus } from "./src/site/route-status";

/** Loading and error states for client-side navigation (SPEC §4 "Document content"). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  installNavigationGuard();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  resetRouteStatus();
};

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <MdxComponents>{element}</MdxComponents>;
