import { gatsbyWebpackAssets } from "../../src/node/stable-runtime/chunk-groups";
import { sortLazyChunkGroups } from "../../src/node/stable-runtime/chunk-order";
import {
  appendBeforeSourceMapComment,
  runtimeAppendix,
  scriptsSliceHtml,
} from "../../src/node/stable-runtime/scripts";
import { withoutPrecacheEntry } from "../../src/node/stable-runtime/service-worker";

// Pages must not change when another page's chunk does: the scripts slice stitched into every page
// names no file whose name depends on content (the one-file rebuild target).
const appFiles = ["webpack-runtime.js", "framework-4028d0d8cbb7dcf5ebde.js", "app-33a8b98b61437b9867e2.js", "styles.0bf5.css"];

describe("scripts slice", () => {
  it("loads the stable runtime and preloads only the framework, never the content-dependent app file", () => {
    const html = scriptsSliceHtml({ publicPath: "", appFiles, polyfillFiles: [] });
    expect(html).toBe(
      '<link rel="preload" as="script" href="/framework-4028d0d8cbb7dcf5ebde.js"/><script src="/webpack-runtime.js" async></script>',
    );
  });

  it("is the same whatever the app file and chunk map are", () => {
    const other = ["webpack-runtime.js", "framework-4028d0d8cbb7dcf5ebde.js", "app-124e11cdc8abcfeafafd.js"];
    expect(scriptsSliceHtml({ publicPath: "", appFiles: other, polyfillFiles: [] })).toBe(
      scriptsSliceHtml({ publicPath: "", appFiles, polyfillFiles: [] }),
    );
  });

  it("keeps legacy polyfills as nomodule scripts and honours a path prefix", () => {
    const html = scriptsSliceHtml({ publicPath: "/docs", appFiles, polyfillFiles: ["polyfill-1.js", "polyfill-1.js.map"] });
    expect(html).toBe(
      '<script src="/docs/polyfill-1.js" nomodule></script><link rel="preload" as="script" href="/docs/framework-4028d0d8cbb7dcf5ebde.js"/><script src="/docs/webpack-runtime.js" async></script>',
    );
  });
});

describe("runtime appendix", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    const win = window as Window & { ___chunkMapping?: unknown; ___webpackCompilationHash?: unknown };
    delete win.___chunkMapping;
    delete win.___webpackCompilationHash;
  });

  it("sets the chunk map and compilation hash, then starts the app files the runtime was built with", () => {
    const chunkMapping = { app: ["/app-33a8b98b61437b9867e2.js"], "component---x": ["/component---x-1.js"] };
    // Runs the emitted code as the browser would.
    new Function(runtimeAppendix({ publicPath: "", chunkMapping, compilationHash: "39da2e1c", appFiles }))();
    const win = window as Window & { ___chunkMapping?: unknown; ___webpackCompilationHash?: unknown };
    expect(win.___chunkMapping).toEqual(chunkMapping);
    expect(win.___webpackCompilationHash).toBe("39da2e1c");
    const scripts = [...document.head.querySelectorAll("script")].map((script) => [script.getAttribute("src"), script.async]);
    expect(scripts).toEqual([
      ["/framework-4028d0d8cbb7dcf5ebde.js", true],
      ["/app-33a8b98b61437b9867e2.js", true],
    ]);
  });

  it("goes before the source-map comment, so the map's lines still match", () => {
    const runtime = "(()=>{})();\n//# sourceMappingURL=webpack-runtime.js.map";
    expect(appendBeforeSourceMapComment(runtime, "\nX;\n")).toBe("(()=>{})();\nX;\n\n//# sourceMappingURL=webpack-runtime.js.map");
    expect(appendBeforeSourceMapComment("(()=>{})();", "\nX;\n")).toBe("(()=>{})();\nX;\n");
  });
});

describe("Gatsby's webpack assets", () => {
  it("derives stats and the chunk map from named chunk groups as Gatsby's extractor does", () => {
    const assets = gatsbyWebpackAssets([
      { name: "app", files: ["webpack-runtime.js", "framework-1.js", "app-2.js", "app-2.js.map"], children: {} },
      { name: "component---doc", files: ["shared-3.js", "component---doc-4.js"], children: { prefetch: ["lazy-5.js"] } },
    ]);
    expect(assets.assetsByChunkName).toEqual({
      app: ["webpack-runtime.js", "framework-1.js", "app-2.js"],
      "component---doc": ["shared-3.js", "component---doc-4.js"],
    });
    expect(assets.chunkMapping).toEqual({ app: ["/app-2.js"], "component---doc": ["/component---doc-4.js"] });
    expect(assets.childAssetsByChunkName).toEqual({ "component---doc": { prefetch: ["lazy-5.js"] } });
  });
});

describe("service worker precache", () => {
  const sw = `importScripts("workbox-v4.3.1/workbox-sw.js");
self.__precacheManifest = [
  {
    "url": "webpack-runtime.js"
  },
  {
    "url": "app-2.js"
  },
  {
    "url": "offline-plugin-app-shell-fallback/index.html",
    "revision": "153bcd"
  }
].concat(self.__precacheManifest || []);
workbox.precaching.precacheAndRoute(self.__precacheManifest, {});`;

  it("drops the runtime, which must be fetched network-first, and keeps the rest", () => {
    const result = withoutPrecacheEntry(sw, "webpack-runtime.js");
    const manifest = /self\.__precacheManifest = (\[[\s\S]*?\])\.concat/.exec(result)?.[1] ?? "[]";
    expect(JSON.parse(manifest)).toEqual([
      { url: "app-2.js" },
      { url: "offline-plugin-app-shell-fallback/index.html", revision: "153bcd" },
    ]);
    expect(result).toContain("workbox.precaching.precacheAndRoute(self.__precacheManifest, {});");
  });

  it("fails loudly when the plugin's output no longer has the manifest it edits", () => {
    expect(() => withoutPrecacheEntry("importScripts('x.js');", "webpack-runtime.js")).toThrow(/precacheManifest/);
  });
});

describe("lazy chunk order", () => {
  const group = (ids: Array<number | string>, initial = false) => ({ chunks: ids.map((id) => ({ id })), isInitial: () => initial });

  it("orders each lazy group's chunks by id, whatever order split-chunks left them in", () => {
    const cold = group([9780, 2403, 327, 4520]);
    const cached = group([2403, 9780, 4520, 327]);
    sortLazyChunkGroups([cold, cached]);
    expect(cold.chunks.map((chunk) => chunk.id)).toEqual([327, 2403, 4520, 9780]);
    expect(cached.chunks).toEqual(cold.chunks);
  });

  it("leaves entry groups alone, whose order the page's first scripts follow", () => {
    const entry = group(["webpack-runtime", "framework", "app"], true);
    sortLazyChunkGroups([entry]);
    expect(entry.chunks.map((chunk) => chunk.id)).toEqual(["webpack-runtime", "framework", "app"]);
  });
});
