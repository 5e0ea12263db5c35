/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { stylesDigest } from "../../src/node/styles-digest";

// Pages carry this digest so that a CSS-only edit re-renders them (Gatsby inlines CSS into HTML).
function srcFolder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "styles-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const base = {
  "styles/global.css": "a { color: red }",
  "components/X/X.module.css": ".x { margin: 0 }",
  "components/X/X.tsx": "export const X = () => null;",
};

test("is the same for the same stylesheets, wherever the folder is", () => {
  expect(stylesDigest(srcFolder(base))).toBe(stylesDigest(srcFolder(base)));
});

test("changes when a stylesheet changes", () => {
  const edited = srcFolder({ ...base, "components/X/X.module.css": ".x { margin: 1px }" });
  expect(stylesDigest(edited)).not.toBe(stylesDigest(srcFolder(base)));
});

test("ignores everything that is not a stylesheet", () => {
  const scriptEdited = srcFolder({ ...base, "components/X/X.tsx": "export const X = () => 'changed';" });
  expect(stylesDigest(scriptEdited)).toBe(stylesDigest(srcFolder(base)));
});
