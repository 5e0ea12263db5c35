import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Where the built site is served during the e2e run. */
export const PORT = Number(process.env.E2E_PORT ?? 9321);
// Suites that serve a site of their own listen on the ports after PORT, so two runs started with
// different E2E_PORT values (at least 6 apart) can share a machine.
export const OFFLINE_PORT = PORT + 1;
export const UPDATE_PORT = PORT + 2;
export const HEADERS_PORT = PORT + 3;
export const ANALYTICS_PORT = PORT + 4;
/** The stub tracker's port; a build made for the analytics test must name it (docs/DEPLOY.md). */
export const ANALYTICS_STUB_PORT = PORT + 5;
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The same server by name: Gatsby registers its service worker only on https or "localhost". */
export const LOCALHOST_URL = `http://localhost:${PORT}`;

export type RouteKind = "special" | "doc" | "doc-external" | "section-index" | "printable";

export interface SiteRoute {
  route: string;
  kind: RouteKind;
}

/** Every route the site must serve, from ROUTES.txt beside this file. */
export function loadRoutes(): SiteRoute[] {
  return readFileSync(join(__dirname, "ROUTES.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [route, kind] = line.split(/\s+/);
      return { route, kind: kind as RouteKind };
    });
}
