import { validateLinks, type LinkSource, type RouteTable } from "../../src/content-model/validate-links";

const routes: RouteTable = new Map([["/api/cli/", new Set(["flags"])]]);
const source: LinkSource = {
  file: "content/api/cli.mdx",
  url: "/api/cli/",
  related: [{ url: "/api/cli-flags/", line: 9 }],
  links: [
    { url: "/api/cli-flags/#output", line: 26 },
    { url: "/api/nowhere/", line: 30 },
  ],
};

describe("links to a page still being generated", () => {
  it("are broken while the page is unknown", () => {
    expect(validateLinks([source], routes).map((problem) => problem.line)).toEqual([9, 26, 30]);
  });

  it("are left unchecked while it is pending, any anchor included; other links are still checked", () => {
    expect(validateLinks([source], routes, new Set(["/api/cli-flags/"]))).toEqual([
      { file: "content/api/cli.mdx", line: 30, message: "link to `/api/nowhere/`, which is not a page of this site" },
    ]);
  });
});
