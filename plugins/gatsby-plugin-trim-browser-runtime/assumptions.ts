/**
 * What this plugin assumes of the installed Gatsby, as text its sources must contain. Each entry
 * names the module replaced, the request by which Gatsby's runtime loads it, and why the stub
 * behaves the same for this site.
 */
export interface Replacement {
  /** Short name used in messages. */
  name: string;
  /** The request as written in the importing module of Gatsby's .cache folder. */
  request: RegExp;
  /** The module of the installed gatsby package whose source is checked, and the stub file. */
  source: string;
  stub: string;
  /** Text that must appear in SOURCE for the stub to be equivalent. */
  markers: string[];
}

export const REPLACEMENTS: readonly Replacement[] = [
  {
    name: "Head API handler",
    request: /^\.\/head\/head-export-handler-for-browser$/,
    source: "gatsby/cache-dir/head/head-export-handler-for-browser.js",
    stub: "stubs/head-export-handler.js",
    // It renders something only for a page component that exports Head.
    markers: ["export function headHandlerForBrowser({", "if (pageComponent?.Head) {"],
  },
  {
    name: "Partytown browser hook",
    request: /\/internal-plugins\/partytown\/gatsby-browser\.js$/,
    source: "gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
    stub: "stubs/partytown-browser.js",
    // Its one hook returns at once in production, and it has no other export.
    markers: [
      "if (process.env.NODE_ENV !== `development`) {\n    return;\n  }",
      "exports.onInitialClientRender = onInitialClientRender;",
    ],
  },
  {
    name: "manifest's browser hook",
    request: /\/gatsby-plugin-manifest\/gatsby-browser\.js$/,
    source: "gatsby-plugin-manifest/gatsby-browser.js",
    stub: "stubs/manifest-browser.js",
    // Its one hook works only with localised manifests (checked after the build: the flag is off).
    markers: ["export const onRouteUpdate = function onRouteUpdate(", "if (__MANIFEST_PLUGIN_HAS_LOCALISATION__) {"],
  },
];

/** The flag gatsby-plugin-manifest defines for the browser bundle: truthy only with `localize`. */
export const MANIFEST_LOCALISATION_FLAG = "__MANIFEST_PLUGIN_HAS_LOCALISATION__";

/** Why the manifest stub would not be equivalent, given the build's DefinePlugin definitions. */
export function manifestFlagProblem(definitions: ReadonlyArray<Record<string, unknown>>): string | null {
  const found = definitions.find((entry) => MANIFEST_LOCALISATION_FLAG in entry);
  if (!found) return `gatsby-plugin-manifest no longer defines ${MANIFEST_LOCALISATION_FLAG}`;
  return found[MANIFEST_LOCALISATION_FLAG]
    ? "the manifest is localised (`localize`), which its browser hook handles"
    : null;
}

/** The module that imports the Head API handler; it must import it by the request above. */
export const PAGE_RENDERER = {
  source: "gatsby/cache-dir/page-renderer.js",
  marker: 'import { headHandlerForBrowser } from "./head/head-export-handler-for-browser"',
};

/** Sentences saying which assumptions the sources (read by READ) no longer meet. */
export function assumptionProblems(read: (module: string) => string): string[] {
  const problems: string[] = [];
  for (const { name, source, markers } of REPLACEMENTS) {
    const text = read(source);
    for (const marker of markers) {
      if (!text.includes(marker))
        problems.push(`${name}: ${source} no longer contains \`${marker.replace(/\n\s*/g, " ")}\``);
    }
  }
  if (!read(PAGE_RENDERER.source).includes(PAGE_RENDERER.marker)) {
    problems.push(`${PAGE_RENDERER.source} no longer contains \`${PAGE_RENDERER.marker}\``);
  }
  return problems;
}

/** Page components (by file) that export Head, which the stubbed handler would ignore. */
export function headExporters(modules: Iterable<{ resource: string; exports: readonly string[] | null }>): string[] {
  return [...modules].filter((module) => module.exports?.includes("Head")).map((module) => module.resource);
}
