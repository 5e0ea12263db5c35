import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cacheVersion, isInstalledPackageFile } from "../cache-key";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "lean-webpack-cache-"));
  writeFileSync(join(root, "package-lock.json"), '{"lockfileVersion":3}');
  mkdirSync(join(root, "plugins", "a"), { recursive: true });
  writeFileSync(join(root, "plugins", "a", "gatsby-node.ts"), "export const x = 1;");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const FILES = ["package-lock.json", "plugins"];

describe("cacheVersion", () => {
  it("stays the same while nothing listed changes", () => {
    expect(cacheVersion(root, FILES)).toBe(cacheVersion(root, FILES));
    writeFileSync(join(root, "README.md"), "not listed");
    expect(cacheVersion(root, FILES)).toBe(cacheVersion(root, [...FILES]));
  });

  it("changes with a listed file's contents", () => {
    const before = cacheVersion(root, FILES);
    writeFileSync(join(root, "package-lock.json"), '{"lockfileVersion":3,"packages":{}}');
    expect(cacheVersion(root, FILES)).not.toBe(before);
  });

  it("changes when a file is added, edited or renamed in a listed folder", () => {
    const first = cacheVersion(root, FILES);
    writeFileSync(join(root, "plugins", "a", "helper.ts"), "export {};");
    const second = cacheVersion(root, FILES);
    writeFileSync(join(root, "plugins", "a", "helper.ts"), "export const y = 2;");
    const third = cacheVersion(root, FILES);
    rmSync(join(root, "plugins", "a", "helper.ts"));
    writeFileSync(join(root, "plugins", "a", "renamed.ts"), "export const y = 2;");
    expect(new Set([first, second, third, cacheVersion(root, FILES)]).size).toBe(4);
  });

  it("ignores what installs and builds write inside a listed folder", () => {
    const before = cacheVersion(root, FILES);
    mkdirSync(join(root, "plugins", "a", "node_modules"));
    writeFileSync(join(root, "plugins", "a", "node_modules", "x.js"), "installed");
    expect(cacheVersion(root, FILES)).toBe(before);
  });

  it("fails on a listed file that does not exist, rather than leaving it out", () => {
    expect(() => cacheVersion(root, ["gatsby-node.ts"])).toThrow(/gatsby-node\.ts/);
  });
});

describe("isInstalledPackageFile", () => {
  it("is true inside node_modules only", () => {
    expect(isInstalledPackageFile("/site/node_modules/gatsby/dist/utils/babel-loader.js")).toBe(true);
    expect(isInstalledPackageFile("/site/node_modules/gatsby/node_modules/webpack/lib/")).toBe(true);
    expect(isInstalledPackageFile("/site/plugins/a/loader.js")).toBe(false);
  });
});
