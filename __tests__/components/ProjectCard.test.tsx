import * as React from "react";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { ProjectCard } from "../../src/components/ProjectCard/ProjectCard";
import { ProjectList } from "../../src/components/ProjectList/ProjectList";
import { badgeUrl } from "../../src/components/Badge/Badge";
import { parseProjects } from "../../src/node/projects";

const project = {
  repo: "webpack-contrib/css-loader",
  npm: "css-loader",
  description: "Turns CSS into modules.",
  maintainer: "sokra",
};
const BADGE = /^https:\/\/img\.shields\.io\/.+\.svg\?label=[^&]+&style=flat-square&maxAge=3600$/;

describe("ProjectCard", () => {
  it("names the repository, links to it and shows its description", () => {
    render(<ProjectCard {...project} />);
    const title = screen.getByRole("heading", { level: 2, name: "webpack-contrib/css-loader" });
    expect(within(title).getByRole("link")).toHaveAttribute("href", "https://github.com/webpack-contrib/css-loader");
    expect(screen.getByText("Turns CSS into modules.")).toBeInTheDocument();
  });

  it("shows the maintainer as a contributor avatar linking to their profile", () => {
    render(<ProjectCard {...project} />);
    expect(screen.getByRole("link", { name: "sokra" })).toHaveAttribute("href", "https://github.com/sokra");
    expect(screen.queryByRole("link", { name: "Maintainer needed..." })).toBeNull();
  });

  it.each([null, ""])("asks for a maintainer when there is none (%p)", (maintainer) => {
    render(<ProjectCard {...project} maintainer={maintainer} />);
    expect(screen.getByRole("link", { name: "Maintainer needed..." })).toHaveAttribute(
      "href",
      "https://github.com/webpack-contrib/css-loader/issues",
    );
    expect(screen.queryByRole("link", { name: "sokra" })).toBeNull();
  });

  it("has downloads, stars, four commit-activity, issues and pull-request badges from the badge service", () => {
    render(<ProjectCard {...project} />);
    const badges = screen
      .getAllByRole("img")
      .filter((element) => element.tagName === "IMG" && element.getAttribute("alt"));
    expect(badges.map((badge) => badge.getAttribute("alt"))).toEqual([
      "Monthly npm downloads of css-loader",
      "GitHub stars of webpack-contrib/css-loader",
      "Commits to webpack-contrib/css-loader in the last 6 months",
      "Commits to webpack-contrib/css-loader in the last 3 months",
      "Commits to webpack-contrib/css-loader in the last 1 month",
      "Commits to webpack-contrib/css-loader in the last 1 week",
      "Open issues of webpack-contrib/css-loader",
      "Open pull requests of webpack-contrib/css-loader",
    ]);
    for (const badge of badges) {
      expect(badge.getAttribute("src")).toMatch(BADGE);
      expect(Number(badge.getAttribute("width"))).toBeGreaterThan(0);
      expect(badge).toHaveAttribute("height", "20");
    }
    expect(badges[0].getAttribute("src")).toBe(
      "https://img.shields.io/npm/dm/css-loader.svg?label=downloads&style=flat-square&maxAge=3600",
    );
    expect(badges[2].getAttribute("src")).toBe(
      "https://img.shields.io/github/commits-since/webpack-contrib/css-loader/main%40%7B6%20months%20ago%7D.svg?label=6%20months&style=flat-square&maxAge=3600",
    );
  });

  it("replaces a badge that fails to load with its label in a box of the same size", () => {
    render(<ProjectCard {...project} />);
    const stars = screen.getByAltText("GitHub stars of webpack-contrib/css-loader");
    const width = stars.getAttribute("width");
    fireEvent.error(stars);
    const fallback = screen.getByRole("img", { name: "GitHub stars of webpack-contrib/css-loader" });
    expect(fallback.tagName).toBe("SPAN");
    expect(fallback).toHaveTextContent("stars");
    expect(fallback).toHaveStyle({ width: `${width}px`, height: "20px" });
  });

  it("builds badge URLs with an encoded label", () => {
    expect(badgeUrl("github/issues-pr/webpack/webpack", "pull requests")).toBe(
      "https://img.shields.io/github/issues-pr/webpack/webpack.svg?label=pull%20requests&style=flat-square&maxAge=3600",
    );
  });
});

describe("projects data (content/data/projects.json)", () => {
  const file = join(__dirname, "..", "..", "content", "data", "projects.json");
  const projects = parseProjects(readFileSync(file, "utf8"));

  it("lists about 40 webpack ecosystem projects, some waiting for a maintainer", () => {
    expect(projects.length).toBeGreaterThanOrEqual(35);
    expect(projects.length).toBeLessThanOrEqual(50);
    for (const entry of projects) expect(entry.repo).toMatch(/^webpack(-contrib)?\//);
    expect(projects.some((entry) => entry.maintainer === "")).toBe(true);
    expect(projects.some((entry) => entry.maintainer !== "")).toBe(true);
  });

  it("renders one card per project", () => {
    render(<ProjectList projects={projects} />);
    expect(screen.getAllByRole("article")).toHaveLength(projects.length);
    expect(screen.getAllByRole("link", { name: "Maintainer needed..." })).toHaveLength(
      projects.filter((entry) => !entry.maintainer).length,
    );
  });

  it("rejects missing fields and repeated repositories, naming each problem's line", () => {
    const bad = JSON.stringify(
      [
        { repo: "webpack/a", npm: "a", description: "A", maintainer: "" },
        { repo: "webpack/a", npm: "", description: "A again" },
        { repo: "not a repo", npm: "b", description: "B", maintainer: 3 },
      ],
      null,
      2,
    );
    expect(() => parseProjects(bad, "projects.json")).toThrow(
      [
        'projects.json:10: "npm" must be a non-empty string',
        'projects.json:9: repo "webpack/a" is listed twice',
        'projects.json:17: "maintainer" must be a string',
        'projects.json:14: repo "not a repo" is not owner/name',
      ].join("\n"),
    );
  });

  it("rejects markup and javascript: URLs as repository, package or maintainer", () => {
    const hostile = `[
  {"repo": "webpack/a", "npm": "a", "description": "<script>alert(1)</script> & \\"quotes\\"", "maintainer": "sokra"},
  {"repo": "javascript:alert(1)//x", "npm": "\\"><img src=x onerror=alert(1)>", "description": "B",
   "maintainer": "javascript:alert(1)"}
]`;
    expect(() => parseProjects(hostile, "projects.json")).toThrow(
      [
        'projects.json:3: repo "javascript:alert(1)//x" is not owner/name',
        'projects.json:3: npm "\\"><img src=x onerror=alert(1)>" is not an npm package name',
        'projects.json:4: maintainer "javascript:alert(1)" is not a code-host handle (letters, digits and hyphens)',
      ].join("\n"),
    );
  });

  it("shows a description's markup, quotes and ampersands as text", () => {
    const description = '<script>alert(1)</script> & "quotes"';
    render(<ProjectList projects={[{ repo: "webpack/a", npm: "a", description, maintainer: "sokra" }]} />);
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(document.querySelector("script")).toBeNull();
  });
});
