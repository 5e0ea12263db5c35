/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";

// .parcelrc leans on how Gatsby compiles its TypeScript files: with Parcel, whose default
// configuration Gatsby names, and which a .parcelrc in the site's root replaces.

const ROOT = join(__dirname, "..", "..");
const read = (path: string) => readFileSync(path, "utf8");

interface ParcelConfig {
  extends?: string;
  optimizers?: Record<string, string[]>;
}

/** The site's .parcelrc (JSON with whole-line comments). */
const siteConfig = JSON.parse(read(join(ROOT, ".parcelrc")).replace(/^\s*\/\/.*$/gm, "")) as ParcelConfig;

it("extends the configuration Gatsby gives Parcel", () => {
  const compiler = read(require.resolve("gatsby/dist/utils/parcel/compile-gatsby-files.js"));
  expect(compiler).toContain("defaultConfig: require.resolve(`gatsby-parcel-config`)");
  expect(require.resolve(join(ROOT, siteConfig.extends ?? ""))).toBe(require.resolve("gatsby-parcel-config"));
});

it("takes out that configuration's only optimizer, the minifier, and changes nothing else", () => {
  const gatsbys = JSON.parse(read(require.resolve("gatsby-parcel-config"))) as ParcelConfig;
  expect(gatsbys.optimizers).toEqual({ "*.{js,mjs,cjs}": ["@parcel/optimizer-terser"] });
  expect(siteConfig).toEqual({ extends: siteConfig.extends, optimizers: { "*.{js,mjs,cjs}": [] } });
});
