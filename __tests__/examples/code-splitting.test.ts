/** @jest-environment node */
import { buildExample, openInJsdom, waitFor, type BuiltExample } from "./build-example";

// examples/guides/code-splitting: one entry that loads lodash with import() on start-up (chunk "lodash")
// and src/sidebar.js on a click (chunk "sidebar", prefetched once the entry has run).

let example: BuiltExample;
let document: Document;

beforeAll(async () => {
  example = await buildExample("code-splitting");
  document = await openInJsdom(example, "dist/index.html", 0);
  // The page asks for the lodash chunk on start-up; wait for it to run (slow on a busy machine).
  await waitFor(() => Boolean(document.querySelector("h1.greeting")));
}, 60_000);

test("the build emits the entry bundle, one chunk per named import() and the page", () => {
  expect(example.outputFiles).toEqual(["index.bundle.js", "index.html", "lodash.bundle.js", "sidebar.bundle.js"]);
  expect(example.stats.hasWarnings()).toBe(false);
});

test("lodash lives only in its own chunk, and the sidebar chunk reuses it", () => {
  expect(example.read("lodash.bundle.js")).toContain("Lodash <https://lodash.com/>");
  expect(example.read("index.bundle.js")).not.toContain("Lodash <https://lodash.com/>");
  expect(example.read("sidebar.bundle.js")).not.toContain("Lodash <https://lodash.com/>");
  const lodashChunk = example.stats.toJson({ chunks: true }).chunks?.find((chunk) => chunk.names?.includes("lodash"));
  expect(lodashChunk?.initial).toBe(false);
});

test("the generated page loads only the entry bundle", () => {
  const scripts = [...example.read("index.html").matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
  expect(scripts).toEqual(["index.bundle.js"]);
});

test("the lodash chunk loads at run time and fills in the greeting", () => {
  expect(document.querySelector("h1.greeting")?.textContent).toBe("Hello from webpack");
  const buttons = [...document.querySelectorAll("button")].map((button) => button.textContent);
  expect(buttons).toEqual(["Print to the console", "Show sidebar"]);
});

test("the sidebar chunk is prefetched but not run before the click", () => {
  const prefetch = document.querySelector('link[rel="prefetch"]');
  expect(prefetch?.getAttribute("href")).toMatch(/\/sidebar\.bundle\.js$/);
  expect(document.querySelector("nav")).toBeNull();
});

test("clicking the button loads the sidebar chunk and shows its links", async () => {
  const button = [...document.querySelectorAll("button")].find((element) => element.textContent === "Show sidebar");
  (button as HTMLButtonElement).click();
  await waitFor(() => Boolean(document.querySelector("nav")));
  expect(document.querySelector("nav")?.textContent).toBe("Home | Reports | Settings");
  expect([...document.querySelectorAll("button")].map((element) => element.textContent)).toEqual(["Print to the console"]);
});
