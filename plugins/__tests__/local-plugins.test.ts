import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gatsbyVersionProblem, installedGatsbyVersion, pinnedGatsbyVersion, withinPin } from "../gatsby-version";

const PLUGINS = join(__dirname, "..");
const ROOT = join(PLUGINS, "..");
const localPlugins = readdirSync(PLUGINS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith("gatsby-plugin-"))
  .map((entry) => entry.name);

describe("every local plugin", () => {
  it.each(localPlugins)("%s has its README, its tests and its own name", (plugin) => {
    const dir = join(PLUGINS, plugin);
    expect(existsSync(join(dir, "README.md"))).toBe(true);
    expect(readdirSync(join(dir, "__tests__")).some((file) => /\.test\.tsx?$/.test(file))).toBe(true);
    expect((JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name: string }).name).toBe(plugin);
  });

  it.each(localPlugins)(
    "%s exports from gatsby-node.ts only what Gatsby calls (it rejects anything else)",
    (plugin) => {
      const source = readFileSync(join(PLUGINS, plugin, "gatsby-node.ts"), "utf8");
      const exported = [...source.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)].map(
        (match) => match[1],
      );
      expect(
        exported.filter(
          (name) =>
            !/^(on[A-Z]\w+|createPages|createSchemaCustomization|createResolvers|sourceNodes|pluginOptionsSchema)$/.test(
              name,
            ),
        ),
      ).toEqual([]);
    },
  );

  it.each(localPlugins)(
    "%s names the Gatsby version it was written for, checks it before every build, and it is the installed one",
    (plugin) => {
      expect(pinnedGatsbyVersion(plugin, ROOT)).toMatch(/^~\d+\.\d+\.\d+$/);
      expect(readFileSync(join(PLUGINS, plugin, "gatsby-node.ts"), "utf8")).toMatch(
        /onPreBootstrap[\s\S]*requireGatsbyVersion\(/,
      );
      expect(gatsbyVersionProblem(plugin, ROOT)).toBeNull();
    },
  );
});

describe("the Gatsby version pin", () => {
  it("holds for the same major and minor version only", () => {
    expect(withinPin("5.16.1", "~5.16.0")).toBe(true);
    expect(withinPin("5.16.0", "~5.16.1")).toBe(false);
    expect(withinPin("5.17.0", "~5.16.0")).toBe(false);
    expect(withinPin("5.16.1", "5.16.x")).toBe(true);
    expect(withinPin("5.16.0-next.3", "5.16.x")).toBe(true);
    expect(withinPin("5.17.0", "5.16.x")).toBe(false);
    expect(withinPin("6.16.0", "5.16.x")).toBe(false);
    expect(withinPin("5.16.1", "5.16.1")).toBe(true);
  });

  it("stops the build with the plugin's name and what to check when another Gatsby is installed", () => {
    const site = mkdtempSync(join(tmpdir(), "gatsby-version-"));
    try {
      mkdirSync(join(site, "plugins", "gatsby-plugin-x"), { recursive: true });
      mkdirSync(join(site, "node_modules", "gatsby"), { recursive: true });
      writeFileSync(join(site, "package.json"), "{}");
      writeFileSync(
        join(site, "plugins", "gatsby-plugin-x", "package.json"),
        JSON.stringify({ peerDependencies: { gatsby: "~5.16.0" } }),
      );
      writeFileSync(
        join(site, "node_modules", "gatsby", "package.json"),
        JSON.stringify({ name: "gatsby", version: "5.17.2" }),
      );
      expect(installedGatsbyVersion(site)).toBe("5.17.2");
      expect(gatsbyVersionProblem("gatsby-plugin-x", site)).toBe(
        "gatsby-plugin-x was written for Gatsby ~5.16.0, and Gatsby 5.17.2 is installed: check what plugins/gatsby-plugin-x/README.md says it relies on, then move the pin in its package.json",
      );
      writeFileSync(join(site, "plugins", "gatsby-plugin-x", "package.json"), "{}");
      expect(gatsbyVersionProblem("gatsby-plugin-x", site)).toMatch(/does not name the Gatsby version/);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
