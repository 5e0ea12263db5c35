/** Marks the pre-rendered app shell, which the browser renders into instead of hydrating. */
export const APP_SHELL_ATTRIBUTE = "data-app-shell";

/** gatsby-plugin-offline's app shell, which its worker answers with offline; /app-shell/ is another, empty one. */
export const OFFLINE_SHELL_PATH = "/offline-plugin-app-shell-fallback/";

/**
 * Empty app shells: the offline worker serves one for any route and the browser renders the page
 * into it, so they carry no chrome (src/pages/app-shell.tsx and gatsby-plugin-offline's own).
 */
export const APP_SHELL_PATHS: readonly string[] = ["/app-shell/", OFFLINE_SHELL_PATH];
