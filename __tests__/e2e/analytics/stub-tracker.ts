import { createServer, type Server } from "node:http";

/**
 * A Plausible-compatible script: what plausible.io's or Plausible CE's script.manual.js does with
 * the calls the site makes. It reads data-domain and data-api from its own tag, replays the calls
 * queued in `plausible.q` and posts each event as JSON ({n, u, d, r, p}).
 */
export const STUB_SCRIPT = `(function () {
  var tag = document.currentScript;
  var endpoint = tag.getAttribute("data-api") || new URL(tag.src).origin + "/api/event";
  function trigger(name, options) {
    var payload = { n: name, u: (options && options.u) || location.href, d: tag.getAttribute("data-domain"), r: document.referrer || null };
    if (options && options.props) payload.p = options.props;
    fetch(endpoint, { method: "POST", headers: { "Content-Type": "text/plain" }, keepalive: true, body: JSON.stringify(payload) }).catch(function () {});
  }
  var queue = (window.plausible && window.plausible.q) || [];
  window.plausible = trigger;
  for (var i = 0; i < queue.length; i++) trigger.apply(null, queue[i]);
})();`;

export const STUB_SCRIPT_PATH = "/js/script.manual.js";

export interface TrackedEvent {
  n: string;
  u: string;
  d: string;
  p?: Record<string, string>;
}

export interface StubTracker {
  origin: string;
  /** Every request the stub got, as "METHOD /path". */
  requests: string[];
  /** The events posted to /api/event, in order. */
  events: TrackedEvent[];
  reset(): void;
  close(): Promise<void>;
}

/** The tracker's host, on its own origin (a third party to the site): the script and /api/event. */
export async function startStubTracker(port: number): Promise<StubTracker> {
  const requests: string[] = [];
  const events: TrackedEvent[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    requests.push(`${request.method} ${path}`);
    const cors = { "Access-Control-Allow-Origin": "*" };
    if (path === STUB_SCRIPT_PATH) {
      response
        .writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-cache", ...cors })
        .end(STUB_SCRIPT);
    } else if (path === "/api/event" && request.method === "POST") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      request.on("end", () => {
        events.push(JSON.parse(body) as TrackedEvent);
        response.writeHead(202, cors).end("ok");
      });
    } else {
      response.writeHead(404, cors).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    events,
    reset: () => {
      requests.length = 0;
      events.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
