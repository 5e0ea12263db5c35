import { APP_SHELL, isKeptAsset, isSiteData, offlineCopy, revisionOf } from "../precache-list";
import { RUNTIME_CACHING, SITE_DATA_URL } from "../runtime-caching";

const file = (path: string, text = path) => ({ path, bytes: Buffer.from(text) });

describe("the offline copy of a build", () => {
  const shipped = new Set([
    "app-0123456789abcdef0123.js",
    "styles.0123456789abcdef0123.css",
    "202-0123456789abcdef0123.js",
    "license/mit.svg",
    "app-0123456789abcdef0123.js.map",
  ]);
  const copy = offlineCopy(
    [
      file(APP_SHELL),
      file("index.html"),
      file("concepts/index.html"),
      file("manifest.webmanifest"),
      file("icons/icon-192x192.png"),
      file("app-0123456789abcdef0123.js"),
      file("app-0123456789abcdef0123.js.map"),
      file("app-ffffffffffffffffffff.js"),
      file("styles.0123456789abcdef0123.css"),
      file("202-0123456789abcdef0123.js"),
      file("license/mit.svg"),
      file("page-data/app-data.json"),
      file("page-data/concepts/page-data.json"),
      file("page-data/sq/d/123.json"),
      file("slice-data/sidebar-api.json"),
      file("search-index.json"),
      file("navigation/sections.json"),
      file("sw.js"),
      file("webpack.stats.json"),
      file("robots.txt"),
      file("sitemap-0.xml"),
      file("concepts/output.md"),
    ],
    shipped,
  );

  it("keeps every page's data, and no page's HTML but the app shell", () => {
    expect(copy.data.map((entry) => entry.url)).toEqual([
      "/navigation/sections.json",
      "/page-data/app-data.json",
      "/page-data/concepts/page-data.json",
      "/page-data/sq/d/123.json",
      "/search-index.json",
      "/slice-data/sidebar-api.json",
    ]);
    expect(copy.assets.map((entry) => entry.url).filter((url) => url.endsWith(".html"))).toEqual([`/${APP_SHELL}`]);
  });

  it("keeps this build's scripts, styles, static files, icons and manifest, not older builds' or source maps", () => {
    expect(copy.assets.map((entry) => entry.url)).toEqual([
      "/202-0123456789abcdef0123.js",
      "/app-0123456789abcdef0123.js",
      "/icons/icon-192x192.png",
      "/license/mit.svg",
      "/manifest.webmanifest",
      `/${APP_SHELL}`,
      "/styles.0123456789abcdef0123.css",
    ]);
  });

  it("revises files by content unless their name carries a content hash", () => {
    expect(revisionOf("app-0123456789abcdef0123.js", Buffer.from("a"))).toBeNull();
    expect(revisionOf("page-data/app-data.json", Buffer.from("a"))).toBe("0cc175b9c0f1b6a831c399e269772661");
    expect(revisionOf("page-data/app-data.json", Buffer.from("b"))).not.toBe(
      revisionOf("page-data/app-data.json", Buffer.from("a")),
    );
  });

  it("fetches network-first the files it keeps as data, and Markdown twins", () => {
    const samples = [
      "page-data/concepts/page-data.json",
      "slice-data/sidebar-api.json",
      "search-index.json",
      "navigation/sections.json",
      "app-0123456789abcdef0123.js",
      "icons/a.png",
      "concepts/output.md",
    ];
    for (const path of samples) expect(SITE_DATA_URL.test(`https://webpack.js.org/${path}`)).toBe(isSiteData(path));
    const [networkFirst] = RUNTIME_CACHING.filter((entry) => entry.handler === "NetworkFirst").map(
      (entry) => entry.urlPattern,
    );
    const fetchedNetworkFirst = samples.filter((path) => networkFirst.test(`https://webpack.js.org/${path}`));
    expect(fetchedNetworkFirst).toEqual([...samples.filter(isSiteData), "concepts/output.md"]);
  });

  it("does not keep leftovers that merely look like assets", () => {
    expect(isKeptAsset("static/old-0123456789abcdef0123.png", new Set())).toBe(false);
  });
});
