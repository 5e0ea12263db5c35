import { validateContentTree } from "./validate-content-tree";
import { formatProblems } from "../../src/content-model/validate-links";
import { loadFixture } from "./fixtures";
import { contentProcessor } from "../content-files";

const SPECIAL = ["/", "/vote/"];
const validate = (files: Parameters<typeof validateContentTree>[0]) =>
  validateContentTree(files, SPECIAL, contentProcessor());

describe("validateContentTree on fixture folders", () => {
  it("accepts a valid tree", async () => {
    expect(await validate(loadFixture("valid"))).toEqual([]);
  });

  it("names the file and line of a missing title", async () => {
    expect(await validate(loadFixture("no-title"))).toEqual([
      { file: "content/page.mdx", line: 1, message: "`title` is required and must be a non-empty string" },
    ]);
  });

  it("names the line of an unknown front-matter field", async () => {
    const [problem] = await validate(loadFixture("unknown-field"));
    expect(problem).toMatchObject({ file: "content/page.mdx", line: 4 });
    expect(problem.message).toMatch(/unknown front-matter field `tilte`/);
  });

  it("reports each malformed related entry on its own line", async () => {
    const problems = await validate(loadFixture("bad-related"));
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [6, "`related[1]` must have a string `url`"],
      [7, "`related[2]` `url` must be a site path (/section/page/) or an http(s) URL"],
    ]);
  });

  it("reports broken internal links and related urls with their lines, not links in code", async () => {
    const tree = [...loadFixture("broken-links"), ...loadFixture("valid").map((f) => ({ ...f }))];
    const problems = (await validate(tree)).filter((p) => p.file === "content/page.mdx");
    expect(problems.map((p) => p.line)).toEqual([5, 12, 12, 13, 13]);
    expect(problems.map((p) => p.message).join("\n")).toEqual(
      [
        "link to `/guides/removed/`, which is not a page of this site",
        "link to `/guides/nope/`, which is not a page of this site",
        "link to `/guides/first/#no-such-heading`: /guides/first/ has no heading with id `no-such-heading`",
        "link to `/guides/first`, which is not a page of this site (did you mean `/guides/first/`?)",
        "relative link `../first/`: use the full site path, e.g. /concepts/output/",
      ].join("\n"),
    );
  });

  it("formats problems as one message with file:line per line", async () => {
    const message = formatProblems(await validate(loadFixture("no-title")));
    expect(message).toBe(
      "1 problem in content files:\n  content/page.mdx:1: `title` is required and must be a non-empty string",
    );
  });
});
