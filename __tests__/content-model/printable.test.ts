import { combinePrintablePages, printableSlug, type PrintableSource } from "../../src/content-model/printable";
import { rewriteTags } from "../../src/content-model/html-tags";

/** A page as the compiler writes it: an h2 with permalink and alias id, a link to it. */
function pluginPage(name: string, extra = ""): PrintableSource {
  return {
    url: `/plugins/${name}/`,
    title: name,
    anchors: [
      { title: "Options", id: "options", level: 2 },
      { title: "test", id: "test", level: 3 },
    ],
    html:
      `<p>See <a href="#options">the options</a>.</p>\n` +
      `<h2 id="options" style="position:relative;"><span id="old-options"></span>Options` +
      `<a href="#options" aria-label="options permalink" class="anchor after">` +
      `<svg aria-hidden="true"></svg></a></h2>\n` +
      `<h3 id="test">test</h3>${extra}`,
  };
}

const ids = (html: string): string[] => [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]);
const hrefs = (html: string): string[] => [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]);

describe("combinePrintablePages", () => {
  it("prefixes a page's ids with its slug: two pages' Options headings both keep theirs", () => {
    const [banner, define] = combinePrintablePages([pluginPage("banner-plugin"), pluginPage("define-plugin")]);
    expect(ids(banner.html)).toEqual(["banner-plugin--options", "banner-plugin--old-options", "banner-plugin--test"]);
    expect(ids(define.html)).toEqual(["define-plugin--options", "define-plugin--old-options", "define-plugin--test"]);
  });

  it("points each page's in-page links and permalinks at its own prefixed ids", () => {
    const [, define] = combinePrintablePages([pluginPage("banner-plugin"), pluginPage("define-plugin")]);
    expect(hrefs(define.html)).toEqual(["#define-plugin--options", "#define-plugin--options"]);
  });

  it("turns links to another page of the combined page into links to its place there", () => {
    const links =
      '<a href="/plugins/define-plugin/#options">a</a><a href="/plugins/define-plugin/">b</a>' +
      '<a href="/plugins/banner-plugin/#test">c</a>';
    const [banner] = combinePrintablePages([pluginPage("banner-plugin", links), pluginPage("define-plugin")]);
    expect(hrefs(banner.html).slice(2)).toEqual(["#define-plugin--options", "#define-plugin", "#banner-plugin--test"]);
  });

  it("leaves links to other routes, other sites and query strings as they are", () => {
    const links =
      '<a href="/concepts/plugins/#anatomy">a</a><a href="https://example.com/#options">b</a>' +
      '<a href="/plugins/define-plugin/?tab=1#options">c</a><a href="#">d</a>' +
      '<a href="//cdn.example.com/x">e</a>';
    const [banner] = combinePrintablePages([pluginPage("banner-plugin", links), pluginPage("define-plugin")]);
    expect(hrefs(banner.html).slice(2)).toEqual([
      "/concepts/plugins/#anatomy",
      "https://example.com/#options",
      "/plugins/define-plugin/?tab=1#options",
      "#",
      "//cdn.example.com/x",
    ]);
  });

  it("prefixes the ids that labels, ARIA attributes and SVG references point to", () => {
    const markup =
      '<div class="code-block"><div id="title-1">webpack.config.js</div>' +
      '<pre tabindex="0" aria-labelledby="title-1 lang-1"><code></code></pre></div>' +
      '<label for="field">x</label><input id="field">' +
      '<svg><marker id="arrow"></marker><path marker-end="url(#arrow)"></path>' +
      '<use xlink:href="#arrow"></use></svg>';
    const [banner] = combinePrintablePages([pluginPage("banner-plugin", markup)]);
    expect(banner.html).toContain('aria-labelledby="banner-plugin--title-1 banner-plugin--lang-1"');
    expect(banner.html).toContain('<label for="banner-plugin--field">');
    expect(banner.html).toContain('marker-end="url(#banner-plugin--arrow)"');
    expect(banner.html).toContain('xlink:href="#banner-plugin--arrow"');
  });

  it("moves every heading one level down, under the page's title", () => {
    const [banner] = combinePrintablePages([pluginPage("banner-plugin", "<h4>deep</h4><h5>deeper</h5>")]);
    expect([...banner.html.matchAll(/<(\/?h\d)[\s>]/g)].map((match) => match[1])).toEqual([
      "h3",
      "/h3",
      "h4",
      "/h4",
      "h5",
      "/h5",
      "h6",
      "/h6",
    ]);
    expect(() => combinePrintablePages([pluginPage("banner-plugin", "<h6>too deep</h6>")])).toThrow(/has an h6/);
  });

  it("gives each page its title's id and its h2 sections with their ids here", () => {
    const [banner] = combinePrintablePages([pluginPage("banner-plugin")]);
    expect(banner).toMatchObject({
      id: "banner-plugin",
      title: "banner-plugin",
      sections: [{ title: "Options", id: "banner-plugin--options" }],
    });
  });

  it("keeps the text of code blocks that looks like markup as it is", () => {
    const code = '<pre><code>&#x3C;div id="root">&#x3C;/div> <a href="#x"></code></pre>';
    const [banner] = combinePrintablePages([
      pluginPage("banner-plugin", `<script>let a = '<h2 id="x">';</script>${code}`),
    ]);
    expect(banner.html).toContain(`<script>let a = '<h2 id="x">';</script>`);
    expect(banner.html).toContain('&#x3C;div id="root">');
  });

  it("refuses two pages whose ids would share a prefix", () => {
    expect(() =>
      combinePrintablePages([{ ...pluginPage("output"), url: "/concepts/output/" }, pluginPage("output")]),
    ).toThrow(/\/concepts\/output\/ and \/plugins\/output\/ would share the id prefix "output"/);
  });
});

describe("printableSlug", () => {
  it("is the last segment of the url: the file name, or the section's for its index", () => {
    expect(printableSlug("/plugins/banner-plugin/")).toBe("banner-plugin");
    expect(printableSlug("/plugins/")).toBe("plugins");
    expect(printableSlug("/glossary/")).toBe("glossary");
  });
});

describe("rewriteTags", () => {
  it("keeps the tags the callback leaves alone byte for byte, with comments and quoting", () => {
    const html = "<p class='a'  data-x=1>t</p><!-- <a id=\"c\"> --><br/><input disabled>";
    expect(rewriteTags(html, (tag) => tag)).toBe(html);
  });

  it("writes a changed tag with double-quoted, escaped values", () => {
    const html = `<a title='say "hi"' href=x>t</a>`;
    const out = rewriteTags(html, (tag) =>
      tag.name === "a" && !tag.closing
        ? { ...tag, attributes: [...tag.attributes, { name: "rel", value: "next" }] }
        : tag,
    );
    expect(out).toBe('<a title="say &#x22;hi&#x22;" href="x" rel="next">t</a>');
  });
});
