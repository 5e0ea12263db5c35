import * as React from "react";
import { render, screen } from "@testing-library/react";
import { Header } from "../../src/components/Header/Header";
import { isDocumentationPath } from "../../src/site/sections";

describe("Header", () => {
  it.each(["/api/cli/", "/concepts/", "/configuration/output/", "/guides/", "/loaders/", "/migrate/5/", "/plugins/"])(
    "marks Documentation active on %s",
    (path) => {
      render(<Header pathname={path} />);
      expect(screen.getByRole("link", { name: "Documentation" })).toHaveAttribute("aria-current", "page");
    },
  );

  it.each(["/", "/contribute/", "/vote/", "/glossary/"])("leaves Documentation inactive on %s", (path) => {
    expect(isDocumentationPath(path)).toBe(false);
  });

  it("has the main navigation links and named icon links", () => {
    render(<Header pathname="/" />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Documentation" })).toHaveAttribute("href", "/concepts/");
    for (const name of ["Contribute", "Vote", "Blog", "GitHub", "Twitter", "Stack Overflow"]) {
      expect(screen.getByRole("link", { name })).toBeInTheDocument();
    }
  });
});
