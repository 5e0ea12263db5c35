import type { Compiler } from "webpack";

let signalBundled: () => void = () => undefined;

/**
 * Resolves when `gatsby develop` has built its first browser bundle: from then on the server
 * answers. Work no open page waits for (the Markdown twins and search index, adding the generated
 * CLI flag reference) starts after it, instead of taking the main thread from webpack while a
 * writer waits for the server. Never resolves in a build.
 */
export const firstDevelopBundle: Promise<void> = new Promise((resolve) => (signalBundled = resolve));

/** webpack plugin for `gatsby develop`'s browser bundle that resolves `firstDevelopBundle`. */
export class FirstDevelopBundleSignal {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap("FirstDevelopBundleSignal", () => signalBundled());
  }
}
