import { readFileSync } from "node:fs";
import { loaderProblems, productionAppProblems } from "../assumptions";
import { startWithoutPageResources, type PageResources, type StartWindow } from "../page-resources";

const fakeWindow = (answer: () => Promise<PageResources>): StartWindow & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    location: { pathname: "/concepts/output/", search: "?q=1" },
    ___loader: {
      loadPage: (path) => {
        asked.push(path);
        return answer();
      },
    },
  };
};

/** Whether PROMISE settles within a few turns of the event loop. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return settled;
}

describe("startWithoutPageResources", () => {
  it("lets Gatsby go on, without starting anything, when the page's resources load", async () => {
    const start = jest.fn(() => true);
    const win = fakeWindow(async () => ({ status: "success" }));
    await expect(settles(startWithoutPageResources(start, win))).resolves.toBe(true);
    expect(win.asked).toEqual(["/concepts/output/?q=1"]);
    expect(start).not.toHaveBeenCalled();
  });

  it.each([
    ["the loader's error", async () => ({ status: "error" })],
    ["no resources", async () => undefined],
    ["a rejected load", () => Promise.reject(new Error("network"))],
  ])("starts the site itself and holds Gatsby back on %s", async (_name, answer) => {
    const start = jest.fn(() => true);
    await expect(settles(startWithoutPageResources(start, fakeWindow(answer)))).resolves.toBe(
      false,
    );
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("lets Gatsby go on when the page has nothing to keep", async () => {
    const start = jest.fn(() => false);
    await expect(
      settles(
        startWithoutPageResources(
          start,
          fakeWindow(async () => ({ status: "error" })),
        ),
      ),
    ).resolves.toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("leaves Gatsby alone when its loader is not on the window (the build checks that it is)", async () => {
    const start = jest.fn(() => true);
    await expect(
      settles(startWithoutPageResources(start, { location: { pathname: "/", search: "" } })),
    ).resolves.toBe(true);
    expect(start).not.toHaveBeenCalled();
  });
});

describe("what the plugin assumes of Gatsby", () => {
  const gatsbyFile = (name: string) =>
    readFileSync(require.resolve(`gatsby/cache-dir/${name}`), "utf8");

  it("holds for the installed Gatsby", () => {
    expect(productionAppProblems(gatsbyFile("production-app.js"))).toEqual([]);
    expect(loaderProblems(gatsbyFile("loader.js"))).toEqual([]);
  });

  it("is reported when the start-up order changes", () => {
    const reordered =
      "publicLoader.loadPage(browserLoc.pathname + browserLoc.search).then(\napiRunnerAsync(`onClientEntry`).then(";
    expect(productionAppProblems(reordered)).toEqual(
      expect.arrayContaining([expect.stringContaining("publicLoader.loadPage")]),
    );
    expect(loaderProblems("")).toHaveLength(2);
  });
});
