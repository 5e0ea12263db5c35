/** @jest-environment node */
import { buildExample, openInJsdom, type BuiltExample } from "./build-example";

// examples/guides/getting-started: one entry, lodash from npm, a hand-written index.html that loads dist/main.js.
let example: BuiltExample;

beforeAll(async () => {
  example = await buildExample("getting-started");
}, 60_000);

test("the build writes a single bundle, dist/main.js", () => {
  expect(example.outputFiles).toEqual(["main.js"]);
  expect(example.stats.hasWarnings()).toBe(false);
});

test("lodash is bundled, so the page needs no other script", () => {
  const modules = example.stats.toJson({ modules: true }).modules ?? [];
  expect(modules.map((module) => module.name)).toEqual(
    expect.arrayContaining(["./src/index.js", expect.stringMatching(/lodash[\\/]lodash\.js$/)]),
  );
  expect(example.read("main.js")).toContain("Lodash <https://lodash.com/>");
});

test("index.html shows the greeting that src/index.js builds with lodash's join", async () => {
  const document = await openInJsdom(example, "index.html");
  const greeting = document.querySelector("h1.greeting");
  expect(greeting?.textContent).toBe("Hello from webpack");
  expect(document.title).toBe("Getting Started");
});
