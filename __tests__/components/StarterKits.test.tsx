import * as React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { StarterKitsTable } from "../../src/components/StarterKits/StarterKitsTable";
import { StarterKitsNotice } from "../../src/components/StarterKits/StarterKitsNotice";
import { allTags, filterKits, sortKits, type StarterKit } from "../../src/components/StarterKits/kits";
import StarterKitsData from "../../src/components/StarterKits/StarterKitsData";
import kitsData from "../../content/data/starter-kits.json";

const KITS: StarterKit[] = [
  { repo: "vuejs/vue-cli", maintainer: "vuejs", tags: ["vue", "cli"] },
  { repo: "angular/angular-cli", maintainer: "Angular", tags: ["angular", "typescript", "cli"] },
  { repo: "wbkd/webpack-starter", maintainer: "", tags: ["babel", "sass"] },
  { repo: "Developit/preact-boilerplate", maintainer: "developit", tags: ["preact", "babel"] },
];

/** The Project Name cell of each body row, top to bottom. */
function names(): string[] {
  const [, body] = screen.getAllByRole("rowgroup");
  return within(body)
    .getAllByRole("row")
    .map((row) => within(row).getAllByRole("cell")[0].textContent ?? "");
}

const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });

describe("starter kit sorting and filtering (pure)", () => {
  it("sorts by a column, case-insensitively, in both directions, with empty values last", () => {
    const repos = (kits: StarterKit[]) => kits.map((kit) => kit.repo);
    expect(repos(sortKits(KITS, "name", "ascending"))).toEqual([
      "angular/angular-cli",
      "Developit/preact-boilerplate",
      "vuejs/vue-cli",
      "wbkd/webpack-starter",
    ]);
    expect(repos(sortKits(KITS, "name", "descending"))).toEqual([
      "wbkd/webpack-starter",
      "vuejs/vue-cli",
      "Developit/preact-boilerplate",
      "angular/angular-cli",
    ]);
    expect(repos(sortKits(KITS, "maintainer", "ascending"))).toEqual([
      "angular/angular-cli",
      "Developit/preact-boilerplate",
      "vuejs/vue-cli",
      "wbkd/webpack-starter",
    ]);
    expect(repos(sortKits(KITS, "maintainer", "descending"))).toEqual([
      "vuejs/vue-cli",
      "Developit/preact-boilerplate",
      "angular/angular-cli",
      "wbkd/webpack-starter",
    ]);
    // Tags compare as their alphabetical list: "angular cli typescript" < "babel preact" < "babel sass" < "cli vue".
    expect(repos(sortKits(KITS, "tags", "ascending"))).toEqual([
      "angular/angular-cli",
      "Developit/preact-boilerplate",
      "wbkd/webpack-starter",
      "vuejs/vue-cli",
    ]);
  });

  it("filters by tag and lists the tags in use", () => {
    expect(filterKits(KITS, "babel").map((kit) => kit.repo)).toEqual([
      "wbkd/webpack-starter",
      "Developit/preact-boilerplate",
    ]);
    expect(filterKits(KITS, "")).toHaveLength(4);
    expect(allTags(KITS)).toEqual(["angular", "babel", "cli", "preact", "sass", "typescript", "vue"]);
  });
});

describe("StarterKitsTable", () => {
  it("has the columns Project Name, Maintainer and Tags, sorted by name at first", () => {
    render(<StarterKitsTable kits={KITS} />);
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ""))).toEqual([
      "Project Name",
      "Maintainer",
      "Tags",
    ]);
    expect(header("Project Name")).toHaveAttribute("aria-sort", "ascending");
    expect(names()).toEqual([
      "angular/angular-cli",
      "Developit/preact-boilerplate",
      "vuejs/vue-cli",
      "wbkd/webpack-starter",
    ]);
    expect(screen.getByRole("link", { name: "vuejs/vue-cli" })).toHaveAttribute(
      "href",
      "https://github.com/vuejs/vue-cli",
    );
    expect(screen.getByRole("link", { name: "developit" })).toHaveAttribute("href", "https://github.com/developit");
  });

  it("sorts by the clicked column, and reverses on a second click", () => {
    render(<StarterKitsTable kits={KITS} />);
    fireEvent.click(screen.getByRole("button", { name: /^Project Name/ }));
    expect(header("Project Name")).toHaveAttribute("aria-sort", "descending");
    expect(names()).toEqual([
      "wbkd/webpack-starter",
      "vuejs/vue-cli",
      "Developit/preact-boilerplate",
      "angular/angular-cli",
    ]);

    fireEvent.click(screen.getByRole("button", { name: /^Maintainer/ }));
    expect(header("Maintainer")).toHaveAttribute("aria-sort", "ascending");
    expect(header("Project Name")).not.toHaveAttribute("aria-sort");
    expect(names()).toEqual([
      "angular/angular-cli",
      "Developit/preact-boilerplate",
      "vuejs/vue-cli",
      "wbkd/webpack-starter",
    ]);

    fireEvent.click(screen.getByRole("button", { name: /^Maintainer/ }));
    expect(names()).toEqual([
      "vuejs/vue-cli",
      "Developit/preact-boilerplate",
      "angular/angular-cli",
      "wbkd/webpack-starter",
    ]);
  });

  it("filters by the tag picked in the list or clicked in a row", () => {
    render(<StarterKitsTable kits={KITS} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Filter by tag" }), { target: { value: "cli" } });
    expect(names()).toEqual(["angular/angular-cli", "vuejs/vue-cli"]);
    expect(screen.getByText(/Showing 2 of 4 starter kits/)).toBeInTheDocument();

    fireEvent.change(screen.getByRole("combobox", { name: "Filter by tag" }), { target: { value: "" } });
    expect(names()).toHaveLength(4);

    const babel = within(screen.getByRole("list", { name: "Tags of wbkd/webpack-starter" })).getByRole("button", {
      name: "babel",
    });
    fireEvent.click(babel);
    expect(names()).toEqual(["Developit/preact-boilerplate", "wbkd/webpack-starter"]);
    expect(screen.getByRole("combobox", { name: "Filter by tag" })).toHaveValue("babel");
    fireEvent.click(
      within(screen.getByRole("list", { name: "Tags of wbkd/webpack-starter" })).getByRole("button", { name: "babel" }),
    );
    expect(names()).toHaveLength(4);
  });

  it("renders every kit of content/data/starter-kits.json", () => {
    render(<StarterKitsData />);
    expect(names()).toHaveLength(kitsData.length);
    expect(kitsData.length).toBeGreaterThanOrEqual(10);
  });
});

describe("StarterKitsNotice", () => {
  it("warns that kits are unsupported proofs of concept whose issues go to their maintainers", () => {
    render(<StarterKitsNotice />);
    const notice = screen.getByRole("complementary", { name: "Warning" });
    expect(notice).toHaveTextContent(/proofs of concept/);
    expect(notice).toHaveTextContent(/not officially supported/);
    expect(notice).toHaveTextContent(/to its maintainer/);
  });
});
