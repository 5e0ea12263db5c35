/** Pages that live in src/pages rather than content/. */
export const SPECIAL_ROUTES = ["/", "/vote/", "/organization/", "/starter-kits/", "/app-shell/"] as const;
