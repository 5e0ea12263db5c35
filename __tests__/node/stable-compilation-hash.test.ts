import { SyncHook } from "tapable";
import { StableCompilationHashPlugin } from "../../src/node/stable-compilation-hash";

/** A compiler and compilation with just the hooks the plugin taps, hashing the way webpack does. */
function fakeBuild(children: string[]): { hashInput: string[]; childrenAfter: string[] } {
  const compilation = { children, hooks: { beforeHash: new SyncHook<[]>(), afterHash: new SyncHook<[]>() } };
  const compiler = { hooks: { thisCompilation: new SyncHook<[typeof compilation]>(["compilation"]) } };
  new StableCompilationHashPlugin().apply(compiler as never);
  compiler.hooks.thisCompilation.call(compilation);
  compilation.hooks.beforeHash.call();
  const hashInput = [...compilation.children]; // webpack hashes each child's hash here
  compilation.hooks.afterHash.call();
  return { hashInput, childrenAfter: compilation.children };
}

describe("StableCompilationHashPlugin", () => {
  it("hashes a cold build (CSS child compilations) like a cached one (none)", () => {
    expect(fakeBuild(["css-child-1", "css-child-2"]).hashInput).toEqual(fakeBuild([]).hashInput);
  });

  it("gives the children back after hashing, for stats", () => {
    expect(fakeBuild(["css-child-1"]).childrenAfter).toEqual(["css-child-1"]);
  });
});
