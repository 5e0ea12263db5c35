import type { ChildProcess } from "node:child_process";

/** Stops the `gatsby serve` process group started by global-setup. */
export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __E2E_SERVER__?: ChildProcess }).__E2E_SERVER__;
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}
