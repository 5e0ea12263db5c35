import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import type { Socket } from "node:net";
import { extname, join, normalize } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".md": "text/markdown; charset=utf-8",
};

export interface StaticServer {
  url: string;
  /** Takes the server off the network (connections refused, open ones cut), as a reader going offline. */
  goOffline(): Promise<void>;
  goOnline(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A static host for a built site, as a CDN serves it: `/dir/` answers dir/index.html, unknown
 * paths the 404 page with status 404, and HEADERS(path) adds response headers. Unlike `gatsby
 * serve` it can be switched off and on, which is how these tests take a reader offline: the
 * service worker then meets real network failures.
 */
export async function serveStatic(
  root: string,
  port: number,
  headers: (path: string) => Record<string, string> = () => ({}),
): Promise<StaticServer> {
  const sockets = new Set<Socket>();
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) file = root;
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!path.endsWith("/")) {
        response.writeHead(301, { Location: `${path}/` }).end();
        return;
      }
      file = join(file, "index.html");
    }
    const found = existsSync(file) && statSync(file).isFile();
    const served = found ? file : join(root, "404.html");
    response.writeHead(found ? 200 : 404, {
      "Content-Type": TYPES[extname(served)] ?? "application/octet-stream",
      "Cache-Control": "no-cache",
      ...headers(path),
    });
    response.end(request.method === "HEAD" ? undefined : readFileSync(served));
  };
  let server: Server = createServer(answer);
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer(answer);
      server.on("connection", (socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      });
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen();
  return { url: `http://127.0.0.1:${port}`, goOffline: stop, goOnline: listen, close: stop };
}
