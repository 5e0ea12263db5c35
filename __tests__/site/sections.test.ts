import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readFrontMatter } from "../../src/content-model/front-matter";
import { locateContentFile } from "../../src/content-model/paths";
import {
  DOCUMENTATION_MENU,
  DRAWER_SECTIONS,
  SECTIONS,
  isDocumentationPath,
  readingRank,
  sectionOf,
  unlistedSections,
} from "../../src/site/sections";
import { CONTENT_ROOT } from "../content-files";

/** Folders of content/ that hold pages (content/data holds data files only). */
function pageFolders(): string[] {
  const holdsPages = (dir: string): boolean =>
    readdirSync(dir, { withFileTypes: true }).some((entry) =>
      entry.isDirectory() ? holdsPages(join(dir, entry.name)) : /\.mdx?$/.test(entry.name),
    );
  return readdirSync(CONTENT_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && holdsPages(join(CONTENT_ROOT, entry.name)))
    .map((entry) => entry.name)
    .sort();
}

describe("the sections table (src/site/sections.ts)", () => {
  it("lists every folder of content/ that holds pages, and nothing else", () => {
    const listed = SECTIONS.map((section) => section.id).sort();
    expect(pageFolders()).toEqual(listed);
  });

  it("names each section as its index page is titled", () => {
    for (const { id, title } of SECTIONS) {
      const path = `${id}/index.mdx`;
      expect(existsSync(join(CONTENT_ROOT, path))).toBe(true);
      const { frontMatter } = readFrontMatter(locateContentFile(path), readFileSync(join(CONTENT_ROOT, path), "utf8"));
      expect(`${id}: ${frontMatter?.title}`).toBe(`${id}: ${title}`);
    }
  });

  it("finds the folders a build would report as missing from the table", () => {
    expect(unlistedSections(["concepts", "", "recipes", "recipes", "api"])).toEqual(["recipes"]);
  });

  it("lists each section once", () => {
    expect(new Set(SECTIONS.map((section) => section.id)).size).toBe(SECTIONS.length);
  });

  it("gives the menu every section but contribute and the drawer every section, in one reading order", () => {
    expect(DOCUMENTATION_MENU.map((entry) => entry.url)).toEqual([
      "/concepts/",
      "/configuration/",
      "/guides/",
      "/loaders/",
      "/plugins/",
      "/api/",
      "/migrate/",
    ]);
    expect(DRAWER_SECTIONS.map((section) => section.id)).toEqual([
      "concepts",
      "configuration",
      "guides",
      "loaders",
      "plugins",
      "api",
      "migrate",
      "contribute",
    ]);
    expect(readingRank("concepts")).toBeLessThan(readingRank("contribute"));
    expect(readingRank("contribute")).toBeLessThan(readingRank("unlisted"));
    expect(readingRank("unlisted")).toBeLessThan(readingRank(""));
  });

  it("marks Documentation active on the menu's sections only", () => {
    expect(sectionOf("/concepts/output/")).toBe("concepts");
    expect(sectionOf("/")).toBe("");
    expect(isDocumentationPath("/migrate/5/")).toBe(true);
    expect(isDocumentationPath("/contribute/")).toBe(false);
    expect(isDocumentationPath("/glossary/")).toBe(false);
  });
});
