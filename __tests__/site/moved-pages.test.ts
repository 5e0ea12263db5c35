import { readFileSync } from "node:fs";
import { join } from "node:path";
import { MOVED_PAGE_SCRIPT, MOVED_PAGES } from "../../src/site/moved-pages";
import { compile, CONTENT_ROOT } from "../content-files";
import legacy from "../fixtures/legacy-configuration-anchors.json";

/** Runs the moved page's inline script with a given `data-to` and URL fragment; returns where it went. */
function follow(to: string, hash: string): string {
  let went = "";
  new Function("document", "location", MOVED_PAGE_SCRIPT)(
    { currentScript: { dataset: { to } } },
    { hash, replace: (url: string) => (went = url) },
  );
  return went;
}

describe("pages webpack.js.org had that are sections here", () => {
  const pages = (legacy as { pages: Record<string, { page: string; ids: Record<string, string> }> }).pages;
  const gone = Object.entries(pages).filter(([name, { page }]) => name !== page);

  it("each lead to the page that now holds their sections, at a heading of that page", async () => {
    expect(gone.length).toBeGreaterThan(0);
    for (const [name, { page }] of gone) {
      const to = MOVED_PAGES[`/configuration/${name}/`];
      expect([name, to?.split("#")[0]]).toEqual([name, `/configuration/${page}/`]);
      const file = `configuration/${page}.mdx`;
      const { headings } = await compile(file, readFileSync(join(CONTENT_ROOT, file), "utf8"));
      expect(headings.map((heading) => heading.id)).toContain(to.split("#")[1]);
    }
    expect(Object.keys(MOVED_PAGES)).toHaveLength(gone.length);
  });

  it("keep the link's fragment, and land on the named section without one", () => {
    expect(follow("/configuration/other-options/#cache", "#cachemaxage")).toBe(
      "/configuration/other-options/#cachemaxage",
    );
    expect(follow("/configuration/other-options/#cache", "")).toBe("/configuration/other-options/#cache");
  });
});
