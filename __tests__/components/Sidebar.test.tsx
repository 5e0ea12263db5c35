import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { Sidebar } from "../../src/components/Sidebar/Sidebar";
import type { SidebarEntry, SidebarGroup } from "../../src/site/page-context";

const sidebar: Array<SidebarGroup<SidebarEntry>> = [
  {
    group: null,
    pages: [
      { title: "API", url: "/api/", anchors: [] },
      {
        title: "Command Line Interface",
        url: "/api/cli/",
        anchors: [
          { title: "Flags", id: "flags", level: 2 },
          { title: "--mode", id: "--mode", level: 3 },
        ],
      },
    ],
  },
  { group: "Modules", pages: [{ title: "Module Methods", url: "/api/module-methods/", anchors: [] }] },
];

describe("Sidebar", () => {
  it("lists the section's pages in order under their group headings", () => {
    render(<Sidebar sidebar={sidebar} currentUrl="/api/cli/" printableUrl="/api/printable/" />);
    const nav = screen.getByRole("navigation", { name: "Section" });
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(links.slice(0, 5)).toEqual(["API", "Command Line Interface", "Flags", "--mode", "Module Methods"]);
    expect(within(nav).getByRole("heading", { name: "Modules" })).toBeInTheDocument();
  });

  it("marks the current page and shows its anchors only", () => {
    render(<Sidebar sidebar={sidebar} currentUrl="/api/cli/" printableUrl={null} />);
    expect(screen.getByRole("link", { name: "Command Line Interface" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "API" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Flags" })).toHaveAttribute("href", "#flags");
  });

  it("offers Print Section only for printable sections and always the webpack 4 docs", () => {
    const { rerender } = render(<Sidebar sidebar={sidebar} currentUrl="/api/" printableUrl="/api/printable/" />);
    expect(screen.getByRole("link", { name: "Print Section" })).toHaveAttribute("href", "/api/printable/");
    expect(screen.getByText(/webpack 5 documentation/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "webpack 4 documentation" })).toHaveAttribute(
      "href",
      expect.stringContaining("v4"),
    );
    rerender(<Sidebar sidebar={sidebar} currentUrl="/api/" printableUrl={null} />);
    expect(screen.queryByRole("link", { name: "Print Section" })).toBeNull();
  });
});
