import * as React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Sidebar } from "../../src/components/Sidebar/Sidebar";

const anchors = [
  { title: "Minimum", id: "minimum", level: 2 },
  { title: "Details", id: "details", level: 3 },
  { title: "Title", id: "title", level: 1 },
];
const sidebar = [
  {
    group: null,
    pages: [
      { title: "Concepts", url: "/concepts/", anchors: [] },
      { title: "Output", url: "/concepts/output/", anchors },
      {
        title: "Loaders",
        url: "/concepts/loaders/",
        anchors: [{ title: "Using loaders", id: "using-loaders", level: 2 }],
      },
    ],
  },
];

const renderSidebar = (currentUrl = "/concepts/output/"): void => {
  render(<Sidebar sidebar={sidebar} currentUrl={currentUrl} printableUrl="/concepts/printable/" />);
};

describe("sidebar items", () => {
  it("opens the current page's item, showing its level 2 and deeper anchors", () => {
    renderSidebar();
    expect(screen.getByRole("button", { name: "Hide sections of Output" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Minimum" })).toHaveAttribute("href", "#minimum");
    expect(screen.getByRole("link", { name: "Details" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Title" })).not.toBeInTheDocument();
  });

  it("keeps other items closed until toggled, linking their anchors to their page", async () => {
    renderSidebar();
    const toggle = screen.getByRole("button", { name: "Show sections of Loaders" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(screen.getByRole("link", { name: "Using loaders" })).toHaveAttribute(
      "href",
      "/concepts/loaders/#using-loaders",
    );
    await userEvent.click(screen.getByRole("button", { name: "Hide sections of Loaders" }));
    expect(screen.queryByRole("link", { name: "Using loaders" })).not.toBeInTheDocument();
  });

  it("disables items without anchors", () => {
    renderSidebar();
    expect(screen.getByRole("button", { name: "Show sections of Concepts", hidden: true })).toBeDisabled();
  });

  it("scrolls to the top on a plain click of the current page's link, not on a ctrl/cmd click", () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    renderSidebar();
    const link = screen.getByRole("link", { name: "Output" });
    expect(link).toHaveAttribute("aria-current", "page");
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
