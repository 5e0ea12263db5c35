import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig } from "../../src/node/webpack-config";
import { FirstDevelopBundleSignal, firstDevelopBundle } from "../../src/node/develop-bundle";
import { CompileHintsForFirstLoad } from "../../src/node/compile-hints";

/** What the hook adds to Gatsby's config in STAGE, or null when it leaves the stage alone. */
function run(stage: string): { devtool?: unknown; plugins?: unknown[] } | null {
  let set: object | null = null;
  onCreateWebpackConfig({
    stage,
    actions: { setWebpackConfig: (config: object) => (set = config) },
  } as unknown as CreateWebpackConfigArgs);
  return set;
}

/** A webpack compiler with only the `done` hook, which runs its taps when DONE is called. */
function fakeCompiler() {
  const taps: Array<() => void> = [];
  const compiler = { hooks: { done: { tap: (_name: string, tap: () => void) => taps.push(tap) } } };
  return { compiler, done: () => taps.forEach((tap) => tap()) };
}

const settled = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

describe("webpack config", () => {
  it("writes no source maps for the production browser bundle, and adds V8's compile hints to it", () => {
    const config = run("build-javascript");
    expect(config?.devtool).toBe(false);
    expect(config?.plugins).toEqual([expect.any(CompileHintsForFirstLoad)]);
  });

  it("leaves the server stages alone", () => {
    for (const stage of ["develop-html", "build-html"]) expect(run(stage)).toBeNull();
  });

  it("signals when gatsby develop has built its first browser bundle, and not before", async () => {
    const plugins = run("develop")?.plugins ?? [];
    expect(plugins).toHaveLength(1);
    const signal = plugins[0] as FirstDevelopBundleSignal;
    expect(signal).toBeInstanceOf(FirstDevelopBundleSignal);
    const { compiler, done } = fakeCompiler();
    signal.apply(compiler as unknown as Parameters<FirstDevelopBundleSignal["apply"]>[0]);
    expect(await settled(firstDevelopBundle)).toBe(false);
    done();
    expect(await settled(firstDevelopBundle)).toBe(true);
  });
});
