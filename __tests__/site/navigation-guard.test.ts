import { installNavigationGuard } from "../../src/site/navigation-guard";
import { getRouteStatus, resetRouteStatus } from "../../src/site/route-status";

type Resources = { status?: string } | undefined;

/**
 * A window on /concepts/output/ whose Gatsby loader answers RESOURCES (never, when "pending");
 * navigations recorded; with WORKERS, the page's service workers.
 */
function fakeWindow(resources: Resources | "pending", workers?: object) {
  const win = {
    location: {
      href: "http://site.test/concepts/output/",
      pathname: "/concepts/output/",
      assign: jest.fn(),
    },
    history: { pushState: jest.fn() },
    navigator: workers ? { serviceWorker: workers } : {},
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    ___navigate: jest.fn(),
    ___loader: {
      loadPage: jest.fn(() =>
        resources === "pending" ? new Promise<Resources>(() => undefined) : Promise.resolve(resources),
      ),
    },
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

  it("loads the page in full after a new deployment, without waiting for the old version's data", async () => {
    const registration = { active: {}, installing: null as object | null, waiting: null, update: jest.fn() };
    registration.update.mockImplementation(async () => (registration.installing = {}));
    setTimeout(() => (registration.installing = null), 200);
    const workers = {
      controller: {},
      getRegistration: async () => registration,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    };
    const { win, gatsbyNavigate } = fakeWindow("pending", workers);
    win.___navigate("/concepts/loaders/");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(win.location.assign).toHaveBeenCalledWith("http://site.test/concepts/loaders/");
    expect(gatsbyNavigate).not.toHaveBeenCalled();
  });

  it("loads the page in full when a new version takes over while its data is loading", async () => {
    const listeners: Array<() => void> = [];
    const workers = {
      controller: {},
      getRegistration: async () => ({ active: {}, installing: null, waiting: null, update: async () => undefined }),
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      removeEventListener: jest.fn(),
    };
    const { win, gatsbyNavigate } = fakeWindow("pending", workers);
    win.___navigate("/concepts/loaders/");
    await settle();
    expect(win.location.assign).not.toHaveBeenCalled();
    listeners.forEach((listener) => listener());
    await settle();
    expect(win.location.assign).toHaveBeenCalledWith("http://site.test/concepts/loaders/");
    expect(gatsbyNavigate).not.toHaveBeenCalled();
  });
});
