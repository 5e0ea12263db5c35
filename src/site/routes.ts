/** Sections with a combined printable page listed in the sidebar. */
export const PRINTABLE_SECTIONS = [
  "api", "concepts", "configuration", "contribute", "guides", "loaders", "migrate", "plugins",
] as const;

/** Pages that live in src/pages rather than content/. */
export const SPECIAL_ROUTES = ["/", "/vote/", "/organization/", "/starter-kits/", "/app-shell/"] as const;

/** Paths under which the "Documentation" navigation link is active. */
export const DOCUMENTATION_SECTIONS = [
  "api", "concepts", "configuration", "guides", "loaders", "migrate", "plugins",
] as const;

/** Sections in the mobile drawer, in the order readers meet them. */
export const DRAWER_SECTIONS = [
  "concepts", "configuration", "guides", "loaders", "plugins", "api", "migrate", "contribute",
] as const;

/** Built by createPages: every section's pages in sidebar order, for the mobile drawer. */
export const NAVIGATION_INDEX_URL = "/navigation/sections.json";
