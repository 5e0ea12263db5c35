import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * Names webpack gives with [contenthash] (`[name]-[contenthash].js`, `[name].[contenthash].css`,
 * 20 hex digits): such a file never changes under its URL, whichever build wrote it. Read by this
 * plugin (no revision needed) and by gatsby-plugin-hosting-headers (cached for a year).
 */
export const CONTENT_HASHED = /-[0-9a-f]{20}\.js$|\.[0-9a-f]{20}\.css$/;

/** Every file below ROOT, as "/"-separated paths relative to it. */
export function filesBelow(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/"));
}
