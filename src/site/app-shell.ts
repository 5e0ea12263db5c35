/** Marks the pre-rendered app shell, which the browser renders into instead of hydrating. */
export const APP_SHELL_ATTRIBUTE = "data-app-shell";
