import { contentSecurityPolicy, inlineScripts, scriptHash } from "../content-security-policy";
import { formatHeadersFile } from "../headers-file";
import { headersFor, matches, parseHeadersFile } from "./read-headers-file";
import { hostingRules, IMMUTABLE, REVALIDATE } from "../hosting-rules";
import { gatsbyPagePathScript, SHARED_PAGE_PATH_SCRIPT } from "../page-path-script";

/** Every kind of file a build writes into public/. */
const FILES = [
  "index.html",
  "404.html",
  "concepts/index.html",
  "concepts/output/index.html",
  "concepts/output.md",
  "printable/index.html",
  "app-0123456789abcdef0123.js",
  "framework-0123456789abcdef0123.js",
  "framework-0123456789abcdef0123.js.LICENSE.txt",
  "styles.0123456789abcdef0123.css",
  "app-ffffffffffffffffffff.js",
  "sw.js",
  "idb-keyval-3.2.0-iife.min.js",
  "workbox-v4.3.1/workbox-sw.js",
  "page-data/app-data.json",
  "page-data/concepts/page-data.json",
  "page-data/sq/d/1.json",
  "slice-data/sidebar-api.json",
  "_gatsby/slices/_gatsby-scripts-1.html",
  "search-index.json",
  "navigation/sections.json",
  "manifest.webmanifest",
  "icons/icon-192x192.png",
  "favicon.svg",
  "favicon-32x32.png",
  "license/mit.svg",
  "static/abc/file.png",
  "robots.txt",
  "sitemap-index.xml",
  "sitemap-0.xml",
  "chunk-map.json",
  "webpack.stats.json",
  "llms.txt",
  "~partytown/debug.js",
];
const HASHED = ["app-0123456789abcdef0123.js", "framework-0123456789abcdef0123.js", "styles.0123456789abcdef0123.css"];
const rules = parseHeadersFile(formatHeadersFile(hostingRules(FILES, "default-src 'self'")));
/** The paths a file is requested by: its own, and its folder's for an index.html. */
const requestPaths = (file: string) => [
  `/${file}`,
  ...(file.endsWith("index.html") ? [`/${file}`.replace(/index\.html$/, "")] : []),
];

describe("public/_headers", () => {
  it("gives every file exactly one Cache-Control", () => {
    const wrong = FILES.flatMap(requestPaths).filter(
      (path) => rules.filter((rule) => rule.headers["Cache-Control"] && matches(rule.path, path)).length !== 1,
    );
    expect(wrong).toEqual([]);
  });

  it("keeps this build's hashed scripts and styles for a year, and revalidates HTML, data, the worker and the manifest", () => {
    for (const file of HASHED) expect(headersFor(rules, `/${file}`)["Cache-Control"]).toBe(IMMUTABLE);
    for (const path of [
      "/",
      "/concepts/",
      "/concepts/output/",
      "/404.html",
      "/page-data/app-data.json",
      "/page-data/concepts/page-data.json",
      "/slice-data/sidebar-api.json",
      "/sw.js",
      "/manifest.webmanifest",
      "/idb-keyval-3.2.0-iife.min.js",
    ]) {
      expect([path, headersFor(rules, path)["Cache-Control"]]).toEqual([path, REVALIDATE]);
    }
  });

  it("sends the security headers and the policy with everything", () => {
    for (const file of FILES) {
      expect(headersFor(rules, `/${file}`)).toMatchObject({
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Content-Security-Policy": "default-src 'self'",
      });
    }
  });
});

describe("the Content-Security-Policy", () => {
  it("allows the site, the hashed inline scripts and the given third parties only", () => {
    const policy = contentSecurityPolicy([scriptHash("a()")], {
      scripts: ["https://chat.example"],
      images: ["https://img.example"],
      connections: [],
    });
    expect(policy).toContain(`script-src 'self' ${scriptHash("a()")} https://chat.example;`);
    expect(policy).toContain("img-src 'self' data: https://img.example;");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("hashes inline scripts as browsers do, and ignores scripts with src", () => {
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(inlineScripts('<script>a()</script><script src="/x.js"></script><script id="y">b()</script>')).toEqual([
      "a()",
      "b()",
    ]);
  });

  it("sees one page-path script on every page instead of Gatsby's one per page", () => {
    expect(gatsbyPagePathScript("/concepts/")).toBe('/*<![CDATA[*/window.pagePath="/concepts/";/*]]>*/');
    expect(SHARED_PAGE_PATH_SCRIPT).not.toContain("/concepts/");
  });
});
