import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

// Every local plugin leans on parts of Gatsby that Gatsby does not promise to keep, so each names
// the Gatsby version it was written and checked for (`peerDependencies.gatsby` in its package.json,
// "~5.16.0") and stops the build on any other. Upgrading Gatsby means reading each plugin's README
// ("What it relies on"), checking those assumptions, and then moving the pins.

/**
 * Whether VERSION ("5.16.1") is within PIN: "~5.16.0" (that minor version, from that patch on),
 * "5.16.x", or an exact version.
 */
export function withinPin(version: string, pin: string): boolean {
  const have = version.split(/[.+-]/);
  if (pin.startsWith("~")) {
    const [major, minor, patch] = pin.slice(1).split(".");
    return have[0] === major && have[1] === minor && Number(have[2]) >= Number(patch ?? 0);
  }
  return pin.split(".").every((part, index) => part === "x" || part === have[index]);
}

/** The Gatsby version a local plugin was written for: its package.json's `peerDependencies.gatsby`. */
export function pinnedGatsbyVersion(plugin: string, root = process.cwd()): string | undefined {
  const manifest = JSON.parse(readFileSync(join(root, "plugins", plugin, "package.json"), "utf8")) as {
    peerDependencies?: { gatsby?: string };
  };
  return manifest.peerDependencies?.gatsby;
}

/** The version of Gatsby the site has installed. */
export function installedGatsbyVersion(root = process.cwd()): string {
  const siteRequire = createRequire(join(root, "package.json"));
  return (siteRequire("gatsby/package.json") as { version: string }).version;
}

/** Why PLUGIN must not run with the installed Gatsby, or null when it was written for it. */
export function gatsbyVersionProblem(plugin: string, root = process.cwd()): string | null {
  const pin = pinnedGatsbyVersion(plugin, root);
  if (!pin)
    return `${plugin}: its package.json does not name the Gatsby version it was written for (peerDependencies.gatsby)`;
  const installed = installedGatsbyVersion(root);
  if (withinPin(installed, pin)) return null;
  return `${plugin} was written for Gatsby ${pin}, and Gatsby ${installed} is installed: check what plugins/${plugin}/README.md says it relies on, then move the pin in its package.json`;
}

/** For each plugin's onPreBootstrap: stops the build (and `gatsby develop`) on a Gatsby it was not written for. */
export function requireGatsbyVersion(plugin: string, reporter: { panic: (message: string) => never | void }): void {
  const problem = gatsbyVersionProblem(plugin);
  if (problem) reporter.panic(problem);
}
