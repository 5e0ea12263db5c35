/** Pages that live in src/pages rather than content/. */
export const SPECIAL_ROUTES = ["/", "/vote/", "/organization/", "/starter-kits/", "/app-shell/"] as const;

/** Built by createPages: every section's pages in sidebar order, for the mobile drawer. */
export const NAVIGATION_INDEX_URL = "/navigation/sections.json";
