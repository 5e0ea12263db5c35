import { createHash } from "node:crypto";

/** Origins outside the site that pages use, by the kind of request. */
export interface ThirdParties {
  scripts?: string[];
  images?: string[];
  frames?: string[];
  connections?: string[];
}

/** The hash a Content-Security-Policy gives an inline script. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** The text of every inline `<script>` (one without `src`) in an HTML document. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .filter((text) => text.length > 0);
}

/**
 * The site's policy: its own files, the inline scripts the build wrote (by hash), and the third
 * parties it really uses. Styles may be inline: Gatsby inlines the stylesheet and React writes
 * style attributes.
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[], thirdParties: ThirdParties): string {
  const list = (...sources: Array<string | undefined>) => sources.filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...inlineScriptHashes, ...(thirdParties.scripts ?? []))}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", ...(thirdParties.images ?? []))}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...(thirdParties.connections ?? []))}`,
    `frame-src ${list("'self'", ...(thirdParties.frames ?? []))}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}
