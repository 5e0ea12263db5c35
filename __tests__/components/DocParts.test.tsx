import * as React from "react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { DocActions } from "../../src/components/DocActions/DocActions";
import { Pager } from "../../src/components/Pager/Pager";
import { FurtherReading } from "../../src/components/FurtherReading/FurtherReading";
import { Contributors } from "../../src/components/Contributors/Contributors";
import { READER_EVENT, type ReaderEvent } from "../../src/site/reader-events";
import { Helmet } from "react-helmet";
import DocTemplate from "../../src/templates/doc";
import { markInitialPageRendered } from "../../src/site/initial-page";

describe("DocActions", () => {
  it("shows Jump to Repository only for externally maintained pages", () => {
    const { rerender } = render(<DocActions editUrl="https://edit/x" repo={null} />);
    expect(screen.queryByRole("link", { name: "Jump to Repository" })).toBeNull();
    rerender(<DocActions editUrl="https://edit/x" repo="https://github.com/a/b" />);
    expect(screen.getByRole("link", { name: "Jump to Repository" })).toHaveAttribute("href", "https://github.com/a/b");
    expect(screen.getByRole("link", { name: "Edit Document" })).toHaveAttribute("href", "https://edit/x");
  });

  it("opens the print dialog from Print Document", () => {
    const print = jest.spyOn(window, "print").mockImplementation(() => undefined);
    render(<DocActions editUrl="https://edit/x" />);
    fireEvent.click(screen.getByRole("button", { name: "Print Document" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("says when a reader clicks Edit Document or Print Document (for analytics, when configured)", () => {
    jest.spyOn(window, "print").mockImplementation(() => undefined);
    const heard: ReaderEvent[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<ReaderEvent>).detail);
    window.addEventListener(READER_EVENT, listener);
    render(<DocActions editUrl="#edit" />);
    fireEvent.click(screen.getByRole("link", { name: "Edit Document" }));
    fireEvent.click(screen.getByRole("button", { name: "Print Document" }));
    window.removeEventListener(READER_EVENT, listener);
    expect(heard).toEqual([{ type: "edit-document" }, { type: "print-document" }]);
  });
});

describe("Pager", () => {
  it("links to the previous and next pages", () => {
    render(<Pager previous={{ title: "Entry Points", url: "/concepts/entry-points/" }} next={null} />);
    expect(screen.getByRole("link", { name: /« Previous/ })).toHaveAttribute("href", "/concepts/entry-points/");
    expect(screen.queryByRole("link", { name: /Next »/ })).toBeNull();
  });

  it("renders nothing without neighbours", () => {
    const { container } = render(<Pager previous={null} next={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("FurtherReading and Contributors", () => {
  it("lists related links under Further Reading, internal and external", () => {
    render(
      <FurtherReading
        related={[
          { title: "Output", url: "/concepts/output/" },
          { title: "Spec", url: "https://tc39.es/" },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: "Further Reading" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Output" })).toHaveAttribute("href", "/concepts/output/");
    expect(screen.getByRole("link", { name: "Spec" })).toHaveAttribute("href", "https://tc39.es/");
  });

  it("omits Further Reading when there is nothing related", () => {
    const { container } = render(<FurtherReading related={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("links each contributor to their profile", () => {
    render(<Contributors contributors={["alice", "bob"]} />);
    const section = screen.getByTestId("contributors");
    expect(section).toContainElement(screen.getByRole("heading", { name: "Contributors" }));
    expect(screen.getByRole("link", { name: "bob" })).toHaveAttribute("href", "https://github.com/bob");
  });
});

describe("a page's own words", () => {
  const hostile = `<script>alert("x")</script> <img src=x onerror=alert(1)> & 'quotes' &amp;`;

  it("render as text in the title, head tags and related links, never as markup", async () => {
    // A page reached by client navigation: its head tags come from Helmet, loaded on demand.
    markInitialPageRendered();
    const data = {
      docPage: {
        title: hostile,
        description: hostile,
        url: "/guides/t/",
        markdownUrl: "/guides/t.md",
        repo: null,
        html: "<p>Body.</p>",
        contributors: ["alice"],
        related: [{ title: hostile, url: "/concepts/output/" }],
      },
    } as unknown as Queries.DocPageQuery;
    const pageContext = {
      layout: "doc",
      id: "x",
      section: "guides",
      previous: null,
      next: null,
      editUrl: "https://edit/x",
    } as const;
    const { container } = render(
      <DocTemplate {...({ data, pageContext } as unknown as React.ComponentProps<typeof DocTemplate>)} />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(hostile, {
      normalizeWhitespace: false,
    });
    expect(screen.getByRole("link", { name: hostile })).toHaveAttribute("href", "/concepts/output/");
    expect(container.querySelector("script, img")).toBeNull();
    await waitFor(() => expect(Helmet.peek().title).toBe(`${hostile} | webpack`));
    const head = Helmet.peek();
    expect(head.metaTags).toEqual(expect.arrayContaining([{ name: "description", content: hostile }]));
  });
});
