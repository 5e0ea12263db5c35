import type { Chunk, Compiler } from "webpack";

/**
 * V8's explicit compile hint: a script whose first line is this comment has all its functions
 * compiled while it streams in, on a background thread. Without it, V8 compiles each function on
 * the main thread the first time it runs — for React's hydration and Gatsby's start-up, the
 * greater part of their main-thread time on a first visit. Browsers without the hint see a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** How Gatsby names the chunks of page templates and slices. */
const TEMPLATE_CHUNK = /^(component|slice)---/;

/** The chunks whose code runs as a page loads: the entry's own chunks, page templates and slices. */
function runsOnLoad(chunk: Chunk): boolean {
  return chunk.canBeInitial() || TEMPLATE_CHUNK.test(chunk.name ?? "");
}

/**
 * webpack plugin for the production browser bundle: puts the compile hint first in every script
 * that runs as a page loads (not in the chunks loaded on demand, such as the search dialog's).
 * It runs after minification, which would drop the comment, and before content hashes are set.
 * A bundle with no chunk named as Gatsby names templates fails the build: the naming changed, and
 * the templates would silently lose their hint.
 */
export class CompileHintsForFirstLoad {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("CompileHintsForFirstLoad", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "CompileHintsForFirstLoad", stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          const chunks = [...compilation.chunks];
          if (!chunks.some((chunk) => TEMPLATE_CHUNK.test(chunk.name ?? ""))) {
            throw new Error(
              `CompileHintsForFirstLoad: no chunk is named like a Gatsby page template (${TEMPLATE_CHUNK})`,
            );
          }
          for (const chunk of chunks) {
            if (!runsOnLoad(chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
            }
          }
        },
      );
    });
  }
}
