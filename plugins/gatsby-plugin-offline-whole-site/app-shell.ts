/**
 * The page gatsby-plugin-offline creates for its worker to answer navigations with when offline
 * (its gatsby-node.js); onPostBuild fails the build when it was not built.
 */
export const OFFLINE_SHELL_PATH = "/offline-plugin-app-shell-fallback/";
