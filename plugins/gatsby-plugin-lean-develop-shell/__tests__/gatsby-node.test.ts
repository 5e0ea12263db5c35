/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig } from "../gatsby-node";
import { pageModulePattern, shellEntryProblems } from "../shell-entry";

const ROOT = join(__dirname, "..", "..", "..");
const SHELL_ENTRY = readFileSync(require.resolve("gatsby/cache-dir/develop-static-entry.js"), "utf8");
const PAGE_MODULES = ["src/components/Layout/wrap-page-element"];

/** The webpack plugins the hook adds in STAGE: [what each replaces, with what]. */
function replacements(stage: string): Array<[RegExp, string]> {
  const added: Array<[RegExp, string]> = [];
  onCreateWebpackConfig(
    {
      stage,
      actions: { setWebpackConfig: ({ plugins }: { plugins: Array<[RegExp, string]> }) => added.push(...plugins) },
      plugins: { normalModuleReplacement: (pattern: RegExp, file: string) => [pattern, file] },
    } as unknown as CreateWebpackConfigArgs,
    { pageModules: PAGE_MODULES, plugins: [] },
  );
  return added;
}

describe("the develop shell's server bundle", () => {
  it("gets the page templates and the page-only modules replaced by stubs", () => {
    const [templates, pageModules] = replacements("develop-html");
    expect(templates[0].test("$virtual/async-requires")).toBe(true);
    expect(templates[0].test("$virtual/sync-requires")).toBe(false);
    expect(require(templates[1])).toEqual({ components: {} });
    expect(pageModules[0].test(join(ROOT, "src/components/Layout/wrap-page-element.tsx"))).toBe(true);
    expect(pageModules[0].test(join(ROOT, "src/components/Layout/Layout.tsx"))).toBe(false);
  });

  it("stands in for a page module with functions that name it if they are ever called", () => {
    const [, [, stub]] = replacements("develop-html");
    const module = require(stub) as { __esModule: boolean; wrapPageElement: () => unknown };
    expect(module.__esModule).toBe(true);
    expect(() => module.wrapPageElement()).toThrow(
      /"wrapPageElement" was called while rendering gatsby develop's HTML shell/,
    );
  });

  it("is left alone when develop renders pages on the server, and in every other stage", () => {
    for (const stage of ["develop", "build-javascript", "build-html"]) expect(replacements(stage)).toEqual([]);
    process.env.GATSBY_EXPERIMENTAL_DEV_SSR = "true";
    try {
      expect(replacements("develop-html")).toEqual([]);
    } finally {
      delete process.env.GATSBY_EXPERIMENTAL_DEV_SSR;
    }
  });
});

describe("what the plugin relies on in Gatsby", () => {
  it("holds for the installed Gatsby", () => {
    expect(shellEntryProblems(SHELL_ENTRY)).toEqual([]);
  });

  it("fails when the shell renders pages or wraps them", () => {
    const renders = SHELL_ENTRY.replace("body: ``", "body: asyncRequires.components.x");
    expect(shellEntryProblems(renders)).toEqual([expect.stringMatching(/more than getPageChunk/)]);
    const wraps = SHELL_ENTRY.replace("apiRunner(`onPreRenderHTML`", "apiRunner(`wrapPageElement`");
    expect(shellEntryProblems(wraps)).toEqual([expect.stringMatching(/other SSR APIs \(wrapPageElement\)/)]);
    const renamed = SHELL_ENTRY.replace(/\$virtual\/async-requires/g, "$virtual/page-templates");
    expect(shellEntryProblems(renamed)[0]).toMatch(/no longer imports/);
  });
});

describe("the pattern of page-only modules", () => {
  it("matches a module's file with any script extension, and nothing else", () => {
    const pattern = pageModulePattern("/site", ["src/a/b", "/abs/c"]);
    for (const file of ["/site/src/a/b.tsx", "/site/src/a/b.js", "/site/src/a/b", "/abs/c.ts"])
      expect(pattern.test(file)).toBe(true);
    for (const file of [
      "/site/src/a/bc.tsx",
      "/site/src/a/b.css",
      "/other/site/src/a/b.tsx",
      "/site/src/a/b/index.tsx",
    ])
      expect(pattern.test(file)).toBe(false);
  });
});
