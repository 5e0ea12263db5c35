// Writers' gate: `gatsby develop` must start and serve a documentation page's data, with no error
// in its output, and the page must render in Chromium with no error in its console (Gatsby's error
// overlay would cover it); the generated CLI flag reference's data must then load too. A plugin
// that only works in the production build can leave the development server waiting for minutes
// while the build itself stays green, so the test command runs this too.
// Usage: npm run test:develop (port from DEVELOP_PORT, default 8133)
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ENV, ROOT, launchChromium, waitForHttp } from "./bench/lib.mjs";

const PORT = Number(process.env.DEVELOP_PORT ?? 8133);
const READY_TIMEOUT_MS = 300_000;
const PAGE = "/concepts/output/";
// Generated, not read from content/: on a cold start develop adds it a few seconds after it answers.
const GENERATED_PAGE = "/api/cli-flags/";
const GENERATED_TIMEOUT_MS = 90_000;

const started = Date.now();
const server = spawn(
  process.execPath,
  [join(ROOT, "node_modules", "gatsby", "cli.js"), "develop", "--port", String(PORT), "--host", "localhost"],
  { cwd: ROOT, env: { ...ENV, CI: "" }, stdio: ["ignore", "pipe", "pipe"], detached: true },
);
let output = "";
server.stdout.on("data", (chunk) => (output += chunk));
server.stderr.on("data", (chunk) => (output += chunk));

/** Opens URL in Chromium: null when its h1 shows and, a few seconds on, nothing was logged as an error. */
async function browserProblem(url) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(url);
    await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 60_000 });
    // Gatsby mounts its loading indicator once the page has rendered: let that happen too.
    await page.waitForTimeout(3000);
    return errors.length > 0 ? `the page logged errors in Chromium:\n${errors.join("\n")}` : null;
  } finally {
    await browser.close();
  }
}

const TERMINAL_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");
const plain = () => output.replace(TERMINAL_ESCAPE, "");
let failure = null;
try {
  const base = `http://localhost:${PORT}`;
  await Promise.race([
    waitForHttp(`${base}/page-data${PAGE}page-data.json`, READY_TIMEOUT_MS),
    new Promise((_, fail) => server.on("exit", (code) => fail(new Error(`gatsby develop exited with ${code}`)))),
  ]);
  const data = await (await fetch(`${base}/page-data${PAGE}page-data.json`)).text();
  if (!data.includes('"html"')) failure = `${PAGE}'s page data has no article HTML`;
  const printedErrors = () => {
    const errors = plain()
      .split("\n")
      .filter((line) => /\bERROR\b/.test(line));
    return errors.length > 0 ? `gatsby develop printed errors:\n${errors.join("\n")}` : null;
  };
  failure ??= printedErrors();
  failure ??= await browserProblem(`${base}${PAGE}`);
  if (!failure) {
    await waitForHttp(`${base}/page-data${GENERATED_PAGE}page-data.json`, GENERATED_TIMEOUT_MS).catch(() => {
      failure = `${GENERATED_PAGE}'s page data did not load within ${GENERATED_TIMEOUT_MS / 1000} s`;
    });
  }
  failure ??= printedErrors();
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
} finally {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failure) {
  console.error(`gatsby develop: ${failure}\n--- its output ---\n${plain().slice(-6000)}`);
  process.exit(1);
}
console.log(
  `gatsby develop served ${PAGE} with no error, Chromium rendered it with none, and ${GENERATED_PAGE}'s data loaded (${seconds} s in all)`,
);
process.exit(0);
