/** Marks the pre-rendered app shell, which the browser renders into instead of hydrating. */
export const APP_SHELL_ATTRIBUTE = "data-app-shell";

/** gatsby-plugin-offline's app shell, which its worker answers with offline; /app-shell/ is another, empty one. */
export const OFFLINE_SHELL_PATH = "/offline-plugin-app-shell-fallback/";
