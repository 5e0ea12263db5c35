import { readFileSync } from "node:fs";
import { loaderProblems, navigationProblems, productionAppProblems, staticEntryProblems } from "../assumptions";
import type { PageResources } from "../gatsby-runtime";
import { navigateByFullLoad, startWithoutPageResources, type StartWindow } from "../page-resources";

const fakeWindow = (answer: () => Promise<PageResources>): StartWindow & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    location: { pathname: "/concepts/output/", search: "?q=1", assign: jest.fn(), replace: jest.fn() },
    history: { go: jest.fn() },
    ___navigate: jest.fn(),
    ___loader: {
      loadPage: (path) => {
        asked.push(path);
        return answer();
      },
    },
  };
};

/** A document holding Gatsby's root element, as every pre-rendered page does. */
const root = document.createElement("div");
const doc = { getElementById: (id: string) => (id === "___gatsby" ? root : null) };

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
    await expect(settles(startWithoutPageResources(start, win, doc))).resolves.toBe(true);
    expect(win.asked).toEqual(["/concepts/output/?q=1"]);
    expect(start).not.toHaveBeenCalled();
  });

  it.each([
    ["the loader's error", async () => ({ status: "error" })],
    ["no resources", async () => undefined],
    ["a rejected load", () => Promise.reject(new Error("network"))],
  ])("starts the site itself in Gatsby's root and holds Gatsby back on %s", async (_name, answer) => {
    const start = jest.fn(() => true);
    const win = fakeWindow(answer);
    await expect(settles(startWithoutPageResources(start, win, doc))).resolves.toBe(false);
    expect(start).toHaveBeenCalledWith(root);
    // Gatsby's router is not running: a link loads its page in full.
    win.___navigate?.("/guides/");
    expect(win.location.assign).toHaveBeenCalledWith("/guides/");
  });

  it("lets Gatsby go on when the page has nothing to keep", async () => {
    const start = jest.fn(() => false);
    const win = fakeWindow(async () => ({ status: "error" }));
    const gatsbyNavigate = win.___navigate;
    await expect(settles(startWithoutPageResources(start, win, doc))).resolves.toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(win.___navigate).toBe(gatsbyNavigate);
  });

  it("leaves Gatsby alone when its loader is not on the window (the build checks that it is)", async () => {
    const start = jest.fn(() => true);
    const win = { ...fakeWindow(async () => undefined), ___loader: undefined };
    await expect(settles(startWithoutPageResources(start, win, doc))).resolves.toBe(true);
    expect(start).not.toHaveBeenCalled();
  });
});

describe("navigateByFullLoad", () => {
  it("loads pages in full, replacing the entry when asked; numbers move through history", () => {
    const win = fakeWindow(async () => undefined);
    const navigate = navigateByFullLoad(win);
    navigate("/concepts/#top");
    navigate("/guides/", { replace: true });
    navigate(-1);
    expect(win.location.assign).toHaveBeenCalledWith("/concepts/#top");
    expect(win.location.replace).toHaveBeenCalledWith("/guides/");
    expect(win.history.go).toHaveBeenCalledWith(-1);
  });
});

describe("what the plugin assumes of Gatsby", () => {
  const source = (request: string) => readFileSync(require.resolve(request), "utf8");

  it("holds for the installed Gatsby", () => {
    expect(productionAppProblems(source("gatsby/cache-dir/production-app.js"))).toEqual([]);
    expect(loaderProblems(source("gatsby/cache-dir/loader.js"))).toEqual([]);
    expect(staticEntryProblems(source("gatsby/cache-dir/static-entry.js"))).toEqual([]);
    expect(
      navigationProblems({
        "navigation.js": source("gatsby/cache-dir/navigation.js"),
        "gatsby-link": source("gatsby-link"),
      }),
    ).toEqual([]);
  });

  it("is reported when the start-up order changes", () => {
    const reordered =
      "publicLoader.loadPage(browserLoc.pathname + browserLoc.search).then(\napiRunnerAsync(`onClientEntry`).then(";
    expect(productionAppProblems(reordered)).toEqual(
      expect.arrayContaining([expect.stringContaining("publicLoader.loadPage")]),
    );
    expect(loaderProblems("")).toHaveLength(2);
    expect(staticEntryProblems("<Router>")).toHaveLength(1);
  });

  it("is reported when navigation no longer goes through the window", () => {
    expect(navigationProblems({ "navigation.js": "", "gatsby-link": "window.___navigate(" })).toEqual([
      expect.stringContaining("navigation.js no longer contains"),
    ]);
  });
});
