import { robotsTxt } from "../../src/node/robots";

describe("robots.txt", () => {
  it("allows crawling and names the sitemap index on the production origin", () => {
    expect(robotsTxt("https://webpack.js.org")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://webpack.js.org/sitemap-index.xml\n",
    );
  });
});
