import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";

// A real `gatsby build` of a site whose content is the broken-site fixture: the build must fail with
// one message naming every problem as file:line, rather than a stack trace or a half-built site.
const repo = join(__dirname, "..", "..");
const site = join(repo, "test-results", "broken-content-site");

beforeAll(() => {
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  for (const entry of [
    "package.json",
    "tsconfig.json",
    "gatsby-config.ts",
    "gatsby-node.ts",
    "gatsby-browser.tsx",
    "gatsby-ssr.tsx",
    "src",
    "static",
    "plugins",
  ]) {
    cpSync(join(repo, entry), join(site, entry), { recursive: true });
  }
  cpSync(join(repo, "__tests__", "fixtures", "broken-site"), join(site, "content"), { recursive: true });
  // The special pages' data is the real site's: only the documentation pages are broken.
  cpSync(join(repo, "content", "data"), join(site, "content", "data"), { recursive: true });
});

afterAll(() => {
  rmSync(site, { recursive: true, force: true });
});

it("fails gatsby build naming each broken file and line", () => {
  // node_modules resolves upwards to the repository's own; no install needed.
  const result = spawnSync(process.execPath, [join(repo, "node_modules", "gatsby", "cli.js"), "build"], {
    cwd: site,
    env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
    timeout: 240_000,
  });
  // Without the terminal's colour codes (ESC [ … m) and line breaks.
  // eslint-disable-next-line no-control-regex
  const output = `${result.stdout}\n${result.stderr}`.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "").replace(/\s+/g, " ");
  expect(result.status).not.toBe(0);
  expect(output).toMatch(/\d+ problems in content files:/);
  // The fixture's own files (the generated flag reference also links to pages it lacks).
  expect(output.match(/content\/guides\/[\w-]+\.mdx:\d+:/g)).toHaveLength(11);
  expect(output).toContain("content/guides/component.mdx:8: unknown component <Tabs>");
  expect(output).toMatch(/content\/guides\/syntax\.mdx:6: Unexpected (end of file|character)/);
  expect(output).toContain("content/guides/broken.mdx:4: unknown front-matter field `tilte`");
  expect(output).toContain("content/guides/untitled.mdx:1: `title` is required");
  expect(output).toContain("content/guides/broken.mdx:7: link to `/guides/missing/`, which is not a page of this site");
  expect(output).toContain("content/guides/broken.mdx:11: link to `/guides/#no-such-heading`");
  // Hostile text in the front matter is shown as text; what would run code fails the build.
  expect(output).toContain(
    'content/guides/hostile.mdx:6: `contributors[1]` "<script>alert(1)</script>" is not a code-host',
  );
  expect(output).toContain("content/guides/hostile.mdx:10: `related[1]` `url` must be a site path");
  expect(output).toContain('content/guides/hostile.mdx:14: <a href="javascript:alert(1)">: links and sources may be');
  expect(output).toContain("content/guides/hostile.mdx:16: <script> is not allowed in content");
  expect(output).toContain("content/guides/hostile.mdx:18: <a onclick>: event handler attributes run code");
  expect(output).not.toContain("Done building");
}, 300_000);
