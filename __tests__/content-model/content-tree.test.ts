import { readContentFiles } from "../content-files";
import { validateContentTree } from "../../src/content-model/validate-tree";
import { analyzeContentFile } from "../../src/content-model/content-file";
import { proseLines, scanMarkdown } from "../../src/content-model/markdown-lines";
import { SPECIAL_ROUTES } from "../../src/site/routes";

// The real content/ folder, checked with the same rules the build applies, so a writer learns of a
// broken page from `npm run test:unit` in seconds rather than from a failed build.
const files = readContentFiles();

describe("content/", () => {
  it("has no content-model problems", () => {
    expect(validateContentTree(files, SPECIAL_ROUTES)).toEqual([]);
  });

  it.each(files.map((file) => [file.relativePath, file] as const))("%s is a real page: a paragraph, two h2 sections, contributors", (_, file) => {
    const analyzed = analyzeContentFile(file.relativePath, file.text);
    expect(analyzed.anchors.filter((anchor) => anchor.level === 2).length).toBeGreaterThanOrEqual(2);
    const paragraph = proseLines(file.text).some(({ text }) => /^[A-Za-z`*[]/.test(text) && text.split(" ").length >= 8);
    expect(paragraph).toBe(true);
    expect(file.text).not.toMatch(/lorem ipsum|\bTODO\b|coming soon/i);
    expect(analyzed.frontMatter.contributors.length).toBeGreaterThan(0);
    expect(analyzed.frontMatter.description).toBeTruthy();
  });

  // Issue 6 / WRITING.md: every code block names its language, so it is highlighted and copyable as code.
  it("gives every code block a language", () => {
    const unlabelled = files.flatMap((file) =>
      scanMarkdown(file.text).codeBlocks.filter((block) => !block.language).map((block) => `content/${file.relativePath}:${block.line}`),
    );
    expect(unlabelled).toEqual([]);
  });
});
