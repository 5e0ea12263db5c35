import { compile } from "../content-files";

const page = (body: string) => `---\ntitle: T\n---\n\n${body}`;

describe("GitHub-flavoured Markdown in content files", () => {
  it("has tables, strikethrough, footnotes and task lists", async () => {
    const { html, problems } = await compile(
      "guides/t.mdx",
      page("| a | b |\n|:--|--:|\n| 1 | 2 |\n\n~~old~~ new[^1]\n\n- [x] done\n- [ ] to do\n\n[^1]: A note.\n"),
    );
    expect(problems).toEqual([]);
    expect(html).toContain('<td align="right">2</td>');
    expect(html).toContain("<del>old</del>");
    expect(html).toMatch(/<sup><a href="#user-content-fn-1"[^>]*>1<\/a><\/sup>/);
    expect(html).toContain('<input type="checkbox" checked disabled>');
    expect(html).toContain("A note.");
  });

  it("does not turn a bare URL into a link, and names the file and line of it", async () => {
    const { html, problems } = await compile("guides/t.mdx", page("Intro.\n\nSee https://webpack.js.org for more.\n"));
    expect(html).toContain("<p>See https://webpack.js.org for more.</p>");
    expect(problems).toEqual([
      {
        file: "content/guides/t.mdx",
        line: 7,
        message: "a bare URL is plain text here, not a link: write it as [text](https://…)",
      },
    ]);
  });

  it("reports www. addresses too, and URLs in parentheses or emphasis", async () => {
    const { problems } = await compile("guides/t.mdx", page("Visit www.example.com.\n\n(*http://localhost:8080*)\n"));
    expect(problems.map((problem) => problem.line)).toEqual([5, 7]);
  });

  it("accepts URLs as link text, in code and inside words", async () => {
    const { problems } = await compile(
      "guides/t.mdx",
      page("[https://example.com](https://example.com), `http://localhost:8080`, node:https://x\n"),
    );
    expect(problems).toEqual([]);
  });
});
