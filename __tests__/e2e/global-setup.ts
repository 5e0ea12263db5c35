import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { BASE_URL, PORT } from "./config";

/** Serves the production build with `gatsby serve`, exactly as the README tells readers to. */
export default async function globalSetup(): Promise<void> {
  const root = join(__dirname, "..", "..");
  if (!existsSync(join(root, "public", "index.html"))) {
    throw new Error("No production build in public/: run `npm run build` before `npm run test:e2e`.");
  }
  const server = spawn("npx", ["gatsby", "serve", "--port", String(PORT), "--host", "127.0.0.1"], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
    detached: true,
  });
  (globalThis as { __E2E_SERVER__?: typeof server }).__E2E_SERVER__ = server;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${BASE_URL}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`gatsby serve did not answer on ${BASE_URL} within 60 s`);
}
