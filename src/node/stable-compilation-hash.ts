import type { Compiler } from "webpack";

/** The part of a webpack compilation this plugin touches. */
interface HashedCompilation {
  children: unknown[];
  hooks: { beforeHash: { tap(name: string, fn: () => void): void }; afterHash: { tap(name: string, fn: () => void): void } };
}

const NAME = "StableCompilationHashPlugin";

/**
 * Leaves child compilations out of the browser build's compilation hash. Gatsby writes that hash
 * into every page's HTML (a reader's browser compares it with app-data.json to notice a new
 * deployment). mini-css-extract-plugin evaluates CSS modules in child compilations on a cold build
 * only — a cached build reuses their results — so the hash changed from the first cached build to
 * the next with no change to any file, and every HTML file was rewritten. What the children make
 * (the CSS) is already in the chunks' own hashes.
 */
export class StableCompilationHashPlugin {
  apply(compiler: Pick<Compiler, "hooks">): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const hashed = compilation as unknown as HashedCompilation;
      let children: unknown[] = [];
      hashed.hooks.beforeHash.tap(NAME, () => {
        children = hashed.children;
        hashed.children = [];
      });
      hashed.hooks.afterHash.tap(NAME, () => {
        hashed.children = children;
      });
    });
  }
}
