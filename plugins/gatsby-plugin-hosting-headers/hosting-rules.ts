import { CONTENT_HASHED } from "../gatsby-plugin-offline-whole-site/build-files";
import type { HeaderRule } from "./headers-file";

/** Files whose URL changes when their content does: a browser may keep them for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else is checked with the server on every request (cheap with ETags). */
export const REVALIDATE = "public, max-age=0, must-revalidate";

export const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/**
 * The `_headers` rules for a build: security headers and the policy on every path, and a
 * Cache-Control on every file from exactly one rule. FILES are the build's files ("/"-separated,
 * relative to public/). Files at the top level get a rule each; a folder's files share one
 * (`/static/*` holds Gatsby's content-hashed files; the others hold pages, data and icons).
 */
export function hostingRules(files: readonly string[], contentSecurityPolicy: string): HeaderRule[] {
  const topLevel = files.filter((file) => !file.includes("/")).sort();
  const folders = [...new Set(files.filter((file) => file.includes("/")).map((file) => file.split("/")[0]))].sort();
  const cache = (value: string) => ({ "Cache-Control": value });
  return [
    { path: "/*", headers: { ...SECURITY_HEADERS, "Content-Security-Policy": contentSecurityPolicy } },
    ...(topLevel.includes("index.html") ? [{ path: "/", headers: cache(REVALIDATE) }] : []),
    ...topLevel.map((file) => ({
      path: `/${file}`,
      headers: cache(CONTENT_HASHED.test(file) ? IMMUTABLE : REVALIDATE),
    })),
    ...folders.map((folder) => ({
      path: `/${folder}/*`,
      headers: cache(folder === "static" ? IMMUTABLE : REVALIDATE),
    })),
  ];
}
