/** @jest-environment node */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildExample, openInJsdom, type BuiltExample } from "./build-example";

// examples/guides/asset-management: CSS through style-loader, an image as asset/resource, and data
// files in six formats (JSON built in, CSV and XML through loaders, TOML/YAML/JSON5 through parser.parse).
let example: BuiltExample;
let document: Document;

beforeAll(async () => {
  example = await buildExample("asset-management");
  document = await openInJsdom(example, "index.html");
}, 60_000);

const listAfter = (heading: string): string[] => {
  const h2 = [...document.querySelectorAll("h2")].find((element) => element.textContent === heading);
  const list = h2?.nextElementSibling;
  return list ? [...list.querySelectorAll("li")].map((item) => item.textContent ?? "") : [];
};

test("the build emits the bundle and the image under a content-hash name, and no separate CSS file", () => {
  expect(example.outputFiles).toHaveLength(2);
  expect(example.outputFiles).toContain("main.js");
  expect(example.outputFiles.find((file) => file !== "main.js")).toMatch(/^[0-9a-f]{20}\.png$/);
  expect(example.stats.hasWarnings()).toBe(false);
});

test("style-loader puts the stylesheet into the page, with url() pointing at the emitted image", () => {
  const css = [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");
  expect(css).toContain(".greeting");
  expect(css).toMatch(/url\([^)]*\/dist\/[0-9a-f]{20}\.png\)/);
});

test("the imported image URL resolves to the file in dist", () => {
  const image = document.querySelector("img");
  expect(image?.alt).toBe("Two books");
  const src = new URL(image?.getAttribute("src") ?? "", `file://${join(example.dir, "index.html")}`);
  expect(src.pathname).toMatch(/\/dist\/[0-9a-f]{20}\.png$/);
  expect(existsSync(src.pathname)).toBe(true);
});

test("JSON, TOML and lodash fill the heading and the meeting line", () => {
  expect(document.querySelector("h1.greeting")?.textContent).toBe("Hello from The Chunk Readers");
  expect(document.querySelector("p")?.textContent).toBe(
    "We meet every second Thursday at The Lantern Tea Room, 12 Harbour Street.",
  );
});

test("CSV rows become objects with typed values", () => {
  expect(listAfter("Reading list")).toEqual([
    "The Left Hand of Darkness by Ursula K. Le Guin (1969)",
    "Kindred by Octavia E. Butler (1979)",
    "Piranesi by Susanna Clarke (2020)",
  ]);
  expect(example.read("main.js")).toContain('\\"year\\":1979');
});

test("XML, YAML and JSON5 data reach the page", () => {
  expect(listAfter("Members")).toEqual(["Amara, host", "Bruno, note taker", "Chiyo, snack planner"]);
  expect(listAfter("Snacks")).toEqual(["Lemon shortbread", "Cheese straws", "A pot of jasmine tea"]);
  expect(listAfter("House rules")).toEqual(["Finish the book, or at least the first half", "No spoilers before the meeting"]);
});

test("the data parsers run at build time and are not bundled", () => {
  const modules = (example.stats.toJson({ modules: true }).modules ?? []).map((module) => module.name ?? "");
  expect(modules.some((name) => /node_modules[\\/](toml|yaml|json5|papaparse|xml2js)[\\/]/.test(name))).toBe(false);
});
