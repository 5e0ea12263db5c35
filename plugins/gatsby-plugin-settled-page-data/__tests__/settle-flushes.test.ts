import { readFileSync } from "node:fs";
import { settleFlushes, shapeProblems, type PageDataModule } from "../settle-flushes";

/**
 * A stand-in for Gatsby's page-data module with its flaw: flush() snapshots the pending writes,
 * takes a while, and returns at once (writing nothing) when a flush is under way.
 */
function gatsbyPageData() {
  const pending = new Set<string>();
  const written: string[] = [];
  let flushing = false;
  let webpackPending = false;
  let deferred = false;
  const pageData: PageDataModule = {
    flush: async () => {
      if (flushing) return;
      flushing = true;
      const batch = [...pending];
      pending.clear();
      await new Promise((resolve) => setTimeout(resolve, 10));
      written.push(...batch);
      flushing = false;
    },
    enqueueFlush: () => {
      if (webpackPending) deferred = true;
      else void pageData.flush();
    },
  };
  const webpackStatus = { isWebpackStatusPending: () => webpackPending };
  return {
    pageData,
    webpackStatus,
    pending,
    written,
    compiling: (value: boolean) => (webpackPending = value),
    wasDeferred: () => deferred,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("page-data flushes in gatsby develop", () => {
  it("drop a page queued during a flush without this plugin (the flaw it repairs)", async () => {
    const gatsby = gatsbyPageData();
    gatsby.pending.add("/a/");
    gatsby.pageData.enqueueFlush();
    gatsby.pending.add("/api/cli-flags/");
    gatsby.pageData.enqueueFlush();
    await settle();
    expect(gatsby.written).toEqual(["/a/"]);
  });

  it("write a page queued during a flush, in one more flush after it", async () => {
    const gatsby = gatsbyPageData();
    settleFlushes(gatsby.pageData, gatsby.webpackStatus);
    gatsby.pending.add("/a/");
    gatsby.pageData.enqueueFlush();
    gatsby.pending.add("/api/cli-flags/");
    gatsby.pageData.enqueueFlush();
    gatsby.pending.add("/b/");
    await gatsby.pageData.flush();
    await settle();
    expect(gatsby.written).toEqual(["/a/", "/api/cli-flags/", "/b/"]);
  });

  it("still wait for webpack to finish compiling before flushing", async () => {
    const gatsby = gatsbyPageData();
    settleFlushes(gatsby.pageData, gatsby.webpackStatus);
    gatsby.compiling(true);
    gatsby.pending.add("/a/");
    gatsby.pageData.enqueueFlush();
    await settle();
    expect(gatsby.written).toEqual([]);
    expect(gatsby.wasDeferred()).toBe(true);
  });

  it("refuse modules of another shape", () => {
    expect(shapeProblems({ flush: () => undefined }, {})).toEqual([
      "page-data has no enqueueFlush()",
      "webpack-status has no isWebpackStatusPending()",
    ]);
    expect(shapeProblems(gatsbyPageData().pageData, gatsbyPageData().webpackStatus)).toEqual([]);
  });

  it("match the installed Gatsby: the three functions are exported for other modules to call", () => {
    // Gatsby's modules cannot be loaded under Jest; the plugin checks the loaded ones on every start.
    const source = (module: string) => readFileSync(require.resolve(`gatsby/dist/utils/${module}`), "utf8");
    expect(source("page-data")).toMatch(/exports\.flush = flush;/);
    expect(source("page-data")).toMatch(/exports\.enqueueFlush = enqueueFlush;/);
    expect(source("webpack-status")).toMatch(/exports\.isWebpackStatusPending = isWebpackStatusPending;/);
    // Gatsby's other modules call them through the exports object, so replacing them there works.
    expect(source("webpack-status")).toMatch(/\(0, _pageData\.flush\)\(\)/);
  });
});
