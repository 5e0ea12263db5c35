import { newDeploymentAvailable, onNewVersionTakingOver, untilNewVersionTakesOver } from "../deployment-check";

/** A window whose worker registration finds NEWER on update(), or fails to reach the network. */
function windowWith(options: {
  active?: boolean;
  newer?: boolean;
  offline?: boolean;
  hangs?: boolean;
  takesMs?: number;
}) {
  const registration = {
    active: options.active === false ? null : {},
    installing: null as object | null,
    waiting: null as object | null,
    update: jest.fn(async () => {
      if (options.hangs) await new Promise(() => undefined);
      if (options.takesMs) await new Promise((resolve) => setTimeout(resolve, options.takesMs));
      if (options.offline) throw new TypeError("Failed to fetch");
      if (options.newer) registration.installing = {};
    }),
  };
  return {
    win: {
      navigator: {
        serviceWorker: { getRegistration: async () => registration as unknown as ServiceWorkerRegistration },
      },
    },
    registration,
  };
}

describe("newDeploymentAvailable", () => {
  it("is true when the worker finds a newer version of itself", async () => {
    await expect(newDeploymentAvailable(windowWith({ newer: true }).win)).resolves.toBe(true);
  });

  it("waits for a browser that needs a second to fetch and start the new worker", async () => {
    await expect(newDeploymentAvailable(windowWith({ newer: true, takesMs: 1000 }).win)).resolves.toBe(true);
  });

  it("is false when nothing changed, offline, or without a worker", async () => {
    await expect(newDeploymentAvailable(windowWith({}).win)).resolves.toBe(false);
    await expect(newDeploymentAvailable(windowWith({ offline: true }).win)).resolves.toBe(false);
    await expect(newDeploymentAvailable(windowWith({ active: false }).win)).resolves.toBe(false);
    await expect(newDeploymentAvailable({ navigator: {} })).resolves.toBe(false);
  });

  it("gives up after the time allowed on a network that does not answer", async () => {
    const started = Date.now();
    await expect(newDeploymentAvailable(windowWith({ hangs: true }).win, 50)).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("gives up after the time allowed when the browser does not even give the registration", async () => {
    const win = { navigator: { serviceWorker: { getRegistration: () => new Promise<undefined>(() => undefined) } } };
    const started = Date.now();
    await expect(newDeploymentAvailable(win, 50)).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("is true at once when a new worker was installed while the page was open", async () => {
    const { win, registration } = windowWith({});
    await expect(newDeploymentAvailable({ ...win, ___swUpdated: true })).resolves.toBe(true);
    expect(registration.update).not.toHaveBeenCalled();
  });
});

describe("untilNewVersionTakesOver", () => {
  it("waits while the new worker is installing, then lets the page load", async () => {
    const { win, registration } = windowWith({});
    registration.installing = {};
    setTimeout(() => (registration.installing = null), 300);
    const started = Date.now();
    await untilNewVersionTakesOver(win);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it("asks a waiting worker to take over until it has", async () => {
    const { win, registration } = windowWith({});
    const waiting = { postMessage: jest.fn(() => (registration.waiting = null)) };
    registration.waiting = waiting;
    await untilNewVersionTakesOver(win);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(registration.waiting).toBeNull();
  });

  it("gives up when the new worker does not take over in time", async () => {
    const { win, registration } = windowWith({});
    registration.installing = {};
    const started = Date.now();
    await untilNewVersionTakesOver(win, 200);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("does not wait without a worker", async () => {
    await expect(untilNewVersionTakesOver({ navigator: {} })).resolves.toBeUndefined();
  });
});

describe("onNewVersionTakingOver", () => {
  /** Service workers whose controllerchange listeners are recorded; CONTROLLED: a worker controls the page. */
  function workersWith(controlled: boolean) {
    const listeners = new Set<() => void>();
    const serviceWorker = {
      controller: controlled ? ({} as ServiceWorker) : null,
      getRegistration: async () => undefined,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    const takeOver = () => [...listeners].forEach((listener) => listener());
    return {
      win: { navigator: { serviceWorker } } as unknown as Parameters<typeof onNewVersionTakingOver>[0],
      listeners,
      takeOver,
    };
  }

  it("tells once when a new version takes control of the page", () => {
    const { win, listeners, takeOver } = workersWith(true);
    const listener = jest.fn();
    onNewVersionTakingOver(win, listener);
    takeOver();
    takeOver();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it("stops listening when asked", () => {
    const { win, listeners } = workersWith(true);
    onNewVersionTakingOver(win, jest.fn())();
    expect(listeners.size).toBe(0);
  });

  it("does not take the first worker ever installed for a new version", () => {
    const { win, listeners } = workersWith(false);
    onNewVersionTakingOver(win, jest.fn());
    expect(listeners.size).toBe(0);
  });
});
