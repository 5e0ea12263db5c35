/**
 * What every page's HTML says about scripts, and what the webpack runtime carries instead.
 *
 * Gatsby stitches one "scripts slice" into every page: the chunk map, the compilation hash, the
 * hashed runtime and the hashed app file. All of them change whenever any page's chunk changes (the
 * app lists which chunks each page needs), so a one-line edit of one document rewrote every HTML
 * file. Here the slice names the runtime by a stable URL and preloads only the framework (React,
 * which changes with dependencies, not content). The runtime, fetched network-first, brings the chunk
 * map and the hash and starts the app files it was built with, so runtime and app always match.
 */

/** The runtime's stable file name; the service worker fetches it network-first. */
export const RUNTIME_FILE = "webpack-runtime.js";
export const RUNTIME_CHUNK = "webpack-runtime";
/** Gatsby's chunk of React and its scheduler. */
const FRAMEWORK_PREFIX = "framework-";

export interface ScriptsSliceInput {
  publicPath: string;
  /** Files of Gatsby's `app` chunk group, runtime included, in load order. */
  appFiles: readonly string[];
  /** Legacy-browser polyfills, loaded with `nomodule`. */
  polyfillFiles: readonly string[];
}

const isScript = (file: string): boolean => file.endsWith(".js");

/** Scripts the runtime starts: every app file but itself. */
export function appScripts(appFiles: readonly string[]): string[] {
  return appFiles.filter((file) => isScript(file) && file !== RUNTIME_FILE);
}

export function scriptsSliceHtml({ publicPath, appFiles, polyfillFiles }: ScriptsSliceInput): string {
  const polyfills = polyfillFiles.filter(isScript).map((file) => `<script src="${publicPath}/${file}" nomodule></script>`);
  // The framework is fetched alongside the runtime instead of after it; the app file, whose name
  // changes with content, is left to the runtime.
  const preloads = appScripts(appFiles)
    .filter((file) => file.startsWith(FRAMEWORK_PREFIX))
    .map((file) => `<link rel="preload" as="script" href="${publicPath}/${file}"/>`);
  return [...polyfills, ...preloads, `<script src="${publicPath}/${RUNTIME_FILE}" async></script>`].join("");
}

export interface RuntimeAppendixInput {
  publicPath: string;
  /** Component chunk name → its files, as Gatsby's loader and gatsby-plugin-offline expect. */
  chunkMapping: Record<string, string[]>;
  compilationHash: string;
  appFiles: readonly string[];
}

/** Code appended to the runtime file; it runs before any app code, which needs the runtime first. */
export function runtimeAppendix({ publicPath, chunkMapping, compilationHash, appFiles }: RuntimeAppendixInput): string {
  const sources = appScripts(appFiles).map((file) => `${publicPath}/${file}`);
  return (
    `\n;(function(w,d){w.___chunkMapping=${JSON.stringify(chunkMapping)};` +
    `w.___webpackCompilationHash=${JSON.stringify(compilationHash)};` +
    `${JSON.stringify(sources)}.forEach(function(src){var s=d.createElement("script");s.src=src;s.async=true;d.head.appendChild(s)})` +
    `})(window,document);\n`
  );
}

/** Inserts code before the source-map comment, so the map's line offsets stay right. */
export function appendBeforeSourceMapComment(source: string, code: string): string {
  const comment = source.lastIndexOf("\n//# sourceMappingURL=");
  if (comment === -1) return source + code;
  return source.slice(0, comment) + code + source.slice(comment);
}
