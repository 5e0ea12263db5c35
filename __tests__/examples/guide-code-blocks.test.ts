import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CONTENT_ROOT, codeBlocksOf } from "../content-files";
import { EXAMPLES_ROOT, exampleSourceFiles } from "./build-example";

// A guide and its runnable example cannot drift. In content/guides/NAME.mdx, a block marked
// `example` shows the final state of examples/guides/NAME/<title> and must equal it; every text
// file of the example must be shown by such a block.
const BINARY = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|otf|eot)$/i;
const examples = readdirSync(EXAMPLES_ROOT).filter((name) => existsSync(join(EXAMPLES_ROOT, name, "webpack.config.js")));
const titleOf = (meta: string): string | undefined => /(?:^|\s)title="([^"]+)"/.exec(meta)?.[1];
const isExampleBlock = (meta: string): boolean => /(^|\s)example(\s|$)/.test(meta);

test("the guides with runnable examples include at least the five the issue names", () => {
  expect(examples).toEqual(
    expect.arrayContaining(["getting-started", "asset-management", "output-management", "code-splitting", "caching"]),
  );
});

describe.each(examples)("guide and runnable example %s", (name) => {
  const guideFile = join(CONTENT_ROOT, "guides", `${name}.mdx`);
  const blocks = codeBlocksOf(readFileSync(guideFile, "utf8")).filter((block) => isExampleBlock(block.meta));

  test("every block marked `example` equals the example's file of that title", () => {
    const mismatches = blocks.flatMap((block) => {
      const title = titleOf(block.meta);
      const where = `content/guides/${name}.mdx:${block.line}`;
      if (!title) return [`${where}: an \`example\` block needs a title naming the file`];
      const file = join(EXAMPLES_ROOT, name, title);
      if (!existsSync(file)) return [`${where}: examples/guides/${name}/${title} does not exist`];
      const expected = readFileSync(file, "utf8").replace(/\n$/, "");
      return block.code.replace(/\n$/, "") === expected ? [] : [`${where}: differs from examples/guides/${name}/${title}`];
    });
    expect(mismatches).toEqual([]);
  });

  test("every text file of the example is shown in the guide", () => {
    const shown = new Set(blocks.map((block) => titleOf(block.meta)));
    const missing = exampleSourceFiles(name).filter((file) => !BINARY.test(file) && !shown.has(file));
    expect(missing).toEqual([]);
  });
});
