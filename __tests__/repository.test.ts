/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// Rules for the code itself, checked on every file git knows of (tracked or new, not ignored).

const ROOT = join(__dirname, "..");
const files = (...patterns: string[]): string[] => [
  ...new Set(
    execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "--", ...patterns], {
      cwd: ROOT,
      encoding: "utf8",
    })
      .split("\n")
      // A file deleted but not yet committed is still in git's index; one being merged is there thrice.
      .filter((file) => file && existsSync(join(ROOT, file))),
  ),
];

/** Files whose exports Gatsby names: its API files, and the page query of pages and templates. */
const GATSBY_API_FILE = /(^|\/)gatsby-(node|browser|ssr|config)\.tsx?$/;
const GATSBY_NAMES = new Set(["query", "default", "Head"]);

describe("the repository", () => {
  it("exports each name from one module only, so a name says which module it is", () => {
    const modules = files("src/*.ts", "src/*.tsx", "plugins/*.ts", "plugins/*.tsx").filter(
      (file) => !file.includes("__tests__") && !file.endsWith(".d.ts") && !GATSBY_API_FILE.test(file),
    );
    const exporters = new Map<string, string[]>();
    for (const file of modules) {
      const source = readFileSync(join(ROOT, file), "utf8");
      for (const [, name] of source.matchAll(
        /^export (?:async )?(?:function|const|let|class|type|interface|enum) (\w+)/gm,
      )) {
        if (!GATSBY_NAMES.has(name)) exporters.set(name, [...(exporters.get(name) ?? []), file]);
      }
    }
    const repeated = [...exporters]
      .filter(([, where]) => where.length > 1)
      .map(([name, where]) => `${name}: ${where.join(", ")}`);
    expect(repeated).toEqual([]);
  });

  it("states its rules itself instead of citing documents a reader of the repository cannot open", () => {
    const outside = /SPEC\s*§|§\s*\d|\bissue\s+#?\d+\b|UI-CONTRACT|DEVELOPERS\.md|shared\/spec/i;
    const texts = files("*.ts", "*.tsx", "*.js", "*.mjs", "*.cjs", "*.md", "*.css", "*.yml").filter(
      (file) =>
        !file.startsWith("content/") && !file.startsWith("examples/") && file !== "__tests__/repository.test.ts",
    );
    const citing = texts.flatMap((file) =>
      readFileSync(join(ROOT, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (outside.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
