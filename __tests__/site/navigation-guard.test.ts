import { installNavigationGuard } from "../../src/site/navigation-guard";
import { getRouteStatus, resetRouteStatus } from "../../src/site/route-status";

type Resources = { status?: string } | undefined;

/** A window on /concepts/output/ whose Gatsby loader answers RESOURCES; navigations recorded. */
function fakeWindow(resources: Resources) {
  const win = {
    location: {
      href: "http://site.test/concepts/output/",
      pathname: "/concepts/output/",
      assign: jest.fn(),
    },
    history: { pushState: jest.fn() },
    navigator: {},
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    ___navigate: jest.fn(),
    ___loader: { loadPage: jest.fn(async () => resources) },
  };
  const gatsbyNavigate = win.___navigate;
  installNavigationGuard(win as unknown as Window);
  return { win, gatsbyNavigate };
}

/** The page's own HTML answers STATUS, or the network fails. */
function htmlAnswers(status: number | "offline"): void {
  global.fetch = jest.fn(async () => {
    if (status === "offline") throw new TypeError("Failed to fetch");
    return { ok: status === 200 } as Response;
  }) as unknown as typeof fetch;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => resetRouteStatus());

describe("installNavigationGuard", () => {
  it("hands a page whose resources load to Gatsby's navigation", async () => {
    const { win, gatsbyNavigate } = fakeWindow({ status: "success" });
    win.___navigate("/concepts/loaders/#pitfalls", { state: 1 });
    await settle();
    expect(gatsbyNavigate).toHaveBeenCalledWith("/concepts/loaders/#pitfalls", { state: 1 });
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it("loads a page whose data or script failed in full, #fragment kept, if its HTML answers", async () => {
    htmlAnswers(200);
    const { win, gatsbyNavigate } = fakeWindow({ status: "error" });
    win.___navigate("/concepts/loaders/#pitfalls");
    await settle();
    await settle();
    expect(win.location.assign).toHaveBeenCalledWith("http://site.test/concepts/loaders/#pitfalls");
    expect(gatsbyNavigate).not.toHaveBeenCalled();
  });

  it("shows the error state at the new address when neither data nor HTML can be reached", async () => {
    htmlAnswers("offline");
    const { win, gatsbyNavigate } = fakeWindow(undefined);
    win.___navigate("/concepts/loaders/");
    await settle();
    await settle();
    expect(win.history.pushState).toHaveBeenCalledWith({}, "", "http://site.test/concepts/loaders/");
    expect(getRouteStatus()).toEqual({ state: "error", path: "/concepts/loaders/" });
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(gatsbyNavigate).not.toHaveBeenCalled();
  });
});
