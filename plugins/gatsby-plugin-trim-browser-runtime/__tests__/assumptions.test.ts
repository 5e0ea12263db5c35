import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPLACEMENTS, assumptionProblems, headExporters, manifestFlagProblem } from "../assumptions";

const installed = (module: string): string => readFileSync(require.resolve(module), "utf8");

describe("the installed Gatsby", () => {
  it("meets every assumption the stubs rely on", () => {
    expect(assumptionProblems(installed)).toEqual([]);
  });

  it("is the version the plugin was written for", () => {
    const { version } = JSON.parse(installed("gatsby/package.json")) as { version: string };
    const { peerDependencies } = JSON.parse(readFileSync(join(__dirname, "..", "package.json"), "utf8")) as {
      peerDependencies: { gatsby: string };
    };
    expect(peerDependencies.gatsby).toBe(`~${version.split(".").slice(0, 2).join(".")}.0`);
  });
});

describe("assumptionProblems", () => {
  it("names the file and the missing text when Gatsby's source changes", () => {
    const changed = (module: string): string =>
      module.endsWith("partytown/gatsby-browser.js")
        ? installed(module).replace("`development`", "`production`")
        : installed(module);
    const problems = assumptionProblems(changed);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^Partytown browser hook: gatsby\/dist\/internal-plugins\/partytown\/gatsby-browser\.js no longer contains/,
    );
  });

  it("notices when the page renderer stops importing the Head handler by its request", () => {
    const changed = (module: string): string => (module.endsWith("page-renderer.js") ? "" : installed(module));
    expect(assumptionProblems(changed)).toEqual([expect.stringMatching(/page-renderer\.js no longer contains/)]);
  });
});

describe("the stubs", () => {
  it("export what the replaced modules export", () => {
    for (const { source, stub } of REPLACEMENTS) {
      const exported = (text: string) =>
        [...text.matchAll(/export (?:function|const) (\w+)|exports\.(\w+) =/g)].map((match) => match[1] ?? match[2]);
      const original = new Set(exported(installed(source)).filter((name) => name !== "__esModule"));
      expect(new Set(exported(readFileSync(join(__dirname, "..", stub), "utf8")))).toEqual(original);
    }
  });
});

describe("headExporters", () => {
  it("lists the modules that export Head, and only those", () => {
    expect(
      headExporters([
        { resource: "/site/src/pages/a.tsx", exports: ["default", "Head"] },
        { resource: "/site/src/pages/b.tsx", exports: ["default", "query"] },
        { resource: "/site/src/c.ts", exports: null },
      ]),
    ).toEqual(["/site/src/pages/a.tsx"]);
  });
});

describe("manifestFlagProblem", () => {
  it("accepts a manifest without localisation and refuses a localised one or a missing flag", () => {
    expect(manifestFlagProblem([{ other: 1 }, { __MANIFEST_PLUGIN_HAS_LOCALISATION__: undefined }])).toBeNull();
    expect(manifestFlagProblem([{ __MANIFEST_PLUGIN_HAS_LOCALISATION__: 2 }])).toMatch(/localised/);
    expect(manifestFlagProblem([{ other: 1 }])).toMatch(/no longer defines/);
  });
});
