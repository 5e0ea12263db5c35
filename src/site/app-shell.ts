import { OFFLINE_SHELL_PATH } from "../../plugins/gatsby-plugin-offline-whole-site/app-shell";

/** Marks the pre-rendered app shell, which the browser renders into instead of hydrating. */
export const APP_SHELL_ATTRIBUTE = "data-app-shell";

/** gatsby-plugin-offline's app shell, which its worker answers with offline; /app-shell/ is another, empty one. */
export { OFFLINE_SHELL_PATH };

/**
 * Empty app shells: the offline worker serves one for any route and the browser renders the page
 * into it, so they carry no chrome (src/pages/app-shell.tsx and gatsby-plugin-offline's own).
 */
export const APP_SHELL_PATHS: readonly string[] = ["/app-shell/", OFFLINE_SHELL_PATH];
