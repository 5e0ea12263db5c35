import { compileContentFiles, contentProcessor, readContentFiles } from "../content-files";
import { validateContentTree } from "./validate-content-tree";
import { SPECIAL_ROUTES } from "../../src/site/routes";
import { parseTwin, twinViolations } from "../markdown-twin-rules";
import { visit } from "unist-util-visit";
import { repositoryPath } from "../../src/content-model/paths";

// The real content/ folder, checked with the same rules the build applies, so a writer learns of a
// broken page from `npm run test:unit` in seconds rather than from a failed build.
const files = readContentFiles();
// Compiled once for every test of this file.
const compiledFiles = compileContentFiles();
const compiledFile = async (relativePath: string) =>
  (await compiledFiles).find((file) => file.location.path === relativePath)!;

describe("content/", () => {
  it("has no content-model problems", async () => {
    expect(await validateContentTree(files, SPECIAL_ROUTES, contentProcessor())).toEqual([]);
  });

  it.each(files.map((file) => [file.relativePath, file] as const))(
    "%s is a real page: a paragraph, two h2 sections, contributors",
    async (_, file) => {
      const compiled = await compiledFile(file.relativePath);
      expect(compiled.anchors.filter((anchor) => anchor.level === 2).length).toBeGreaterThanOrEqual(2);
      const paragraphs = [...compiled.html.matchAll(/<p>([^]*?)<\/p>/g)].map((match) =>
        match[1].replace(/<[^>]+>/g, ""),
      );
      expect(paragraphs.some((text) => text.split(" ").length >= 8)).toBe(true);
      expect(file.text).not.toMatch(/lorem ipsum|\bTODO\b|coming soon/i);
      expect(compiled.frontMatter.contributors.length).toBeGreaterThan(0);
      expect(compiled.frontMatter.description).toBeTruthy();
    },
  );

  // WRITING.md: every code block names its language, so it is highlighted and copyable as code.
  it("gives every code block a language", async () => {
    const unlabelled = (await compiledFiles).flatMap((file) =>
      file.codeBlocks
        .filter((block) => !block.language)
        .map((block) => `${repositoryPath(file.location.path)}:${block.line}`),
    );
    expect(unlabelled).toEqual([]);
  });

  // Each page's Markdown twin (public/…/page.md) is plain CommonMark + GFM: a Markdown reader finds
  // no HTML or JSX in it, and it carries every code block of the page with its language.
  it("gives every page a Markdown twin with no HTML, JSX or import line, and all its code blocks", async () => {
    const problems = (await compiledFiles).flatMap((file) => {
      const found = twinViolations(file.markdown).map(
        (problem) => `${repositoryPath(file.location.path)} (twin line ${problem})`,
      );
      const languages: string[] = [];
      visit(parseTwin(file.markdown), "code", (node) => {
        languages.push(node.lang ?? "");
      });
      const expected = file.codeBlocks.map((block) => block.language);
      if (languages.join() !== expected.join())
        found.push(`${repositoryPath(file.location.path)}: code blocks ${expected.join()} became ${languages.join()}`);
      if (!file.markdown.startsWith(`# ${file.frontMatter.title}\n`))
        found.push(`${repositoryPath(file.location.path)}: the twin does not start with its title`);
      return found;
    });
    expect(problems).toEqual([]);
  });
});
