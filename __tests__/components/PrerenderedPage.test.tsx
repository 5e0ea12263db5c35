import { act, screen, within } from "@testing-library/react";
import { readPrerenderedPage } from "../../src/components/Layout/PrerenderedPage";
import { startPrerenderedPage } from "../../src/components/Layout/start-prerendered-page";

const DOC_PAGE = `
  <div id="___gatsby"><div id="gatsby-focus-wrapper">
    <header>old chrome</header>
    <main id="main-content"><div class="doc">
      <aside data-layout-part="sidebar">
        <nav aria-label="Section"><a href="/concepts/">Concepts</a></nav>
      </aside>
      <div data-layout-part="content">
        <article><h1>Output</h1><div class="markdown"><p>Chunks become files.</p></div></article>
      </div>
    </div></main>
  </div></div>`;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("readPrerenderedPage", () => {
  it("takes a doc page's sidebar and content as the build wrote them", () => {
    document.body.innerHTML = DOC_PAGE;
    const parts = readPrerenderedPage(document);
    expect(parts?.layout).toBe("doc");
    expect(parts?.sidebarHtml).toContain('<a href="/concepts/">Concepts</a>');
    expect(parts?.contentHtml).toContain("<h1>Output</h1>");
  });

  it("takes everything in main on a page without a sidebar", () => {
    document.body.innerHTML = '<div id="___gatsby"><main id="main-content"><h1>The Organization</h1></main></div>';
    expect(readPrerenderedPage(document)).toEqual({
      layout: "plain",
      sidebarHtml: null,
      contentHtml: "<h1>The Organization</h1>",
    });
  });

  it("keeps nothing of an app shell or a page without the site's chrome", () => {
    document.body.innerHTML = '<div id="___gatsby"><div data-app-shell=""><main id="main-content"></main></div></div>';
    expect(readPrerenderedPage(document)).toBeNull();
    document.body.innerHTML = '<div id="___gatsby"></div>';
    expect(readPrerenderedPage(document)).toBeNull();
  });
});

describe("startPrerenderedPage", () => {
  it("renders the site's chrome around the pre-rendered sidebar and article", async () => {
    document.body.innerHTML = DOC_PAGE;
    let started = false;
    await act(async () => {
      started = startPrerenderedPage(document.getElementById("___gatsby") as HTMLElement);
    });
    expect(started).toBe(true);
    expect(screen.queryByText("old chrome")).toBeNull();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dark theme" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("navigation", { name: "Section" })).getByRole("link", {
        name: "Concepts",
      }),
    ).toHaveAttribute("href", "/concepts/");
    expect(screen.getByRole("heading", { level: 1, name: "Output" })).toBeInTheDocument();
    expect(screen.getByText("Chunks become files.")).toBeInTheDocument();
  });

  it("leaves the page to Gatsby when there is nothing to keep", () => {
    document.body.innerHTML = '<div id="___gatsby"></div>';
    expect(startPrerenderedPage(document.getElementById("___gatsby") as HTMLElement)).toBe(false);
  });
});
