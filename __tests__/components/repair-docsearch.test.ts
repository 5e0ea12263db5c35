import { screen, within } from "@testing-library/react";
import { keepDocSearchRepaired } from "../../src/components/Search/repair-docsearch";

/** The parts of DocSearch 3's modal markup the repair touches, as DocSearch renders them. */
const DOCSEARCH_MODAL = `
<div role="button" tabindex="0" aria-expanded="true" aria-haspopup="listbox" aria-labelledby="docsearch-label"
     aria-controls="docsearch-hits0-list" class="DocSearch DocSearch-Container">
  <div class="DocSearch-Modal">
    <header class="DocSearch-SearchBar">
      <form class="DocSearch-Form">
        <label id="docsearch-label" for="docsearch-input">Search</label>
        <input id="docsearch-input" class="DocSearch-Input" type="search" aria-labelledby="docsearch-label"
               aria-activedescendant="docsearch-hits0-item-0" aria-controls="docsearch-hits0-list" />
      </form>
    </header>
    <section class="DocSearch-Hits">
      <ul role="listbox" id="docsearch-list" aria-labelledby="docsearch-label">
        <li id="docsearch-hits0-item-0" class="DocSearch-Hit" role="option" aria-selected="true">
          <a href="/configuration/output/">output</a>
        </li>
        <li id="docsearch-hits0-item-1" class="DocSearch-Hit" role="option" aria-selected="false">
          <a href="/concepts/output/">Output</a>
        </li>
      </ul>
    </section>
    <footer class="DocSearch-Footer">to select</footer>
  </div>
</div>`;

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe("DocSearch's modal, repaired", () => {
  let stop: () => void;
  beforeEach(() => {
    document.body.innerHTML = DOCSEARCH_MODAL;
    stop = keepDocSearchRepaired(document);
  });
  afterEach(() => stop());

  it("is a modal dialog named Search, with no control wrapped around it and no page landmarks", () => {
    const dialog = screen.getByRole("dialog", { name: "Search" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  it("lists its results as links, the selected one the input's active descendant", () => {
    const links = within(screen.getByRole("dialog")).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/configuration/output/", "/concepts/output/"]);
    expect(screen.queryByRole("option")).toBeNull();
    const input = screen.getByRole("searchbox", { name: "Search" });
    expect(input).toHaveAttribute("aria-activedescendant", links[0].id);
    expect(input).not.toHaveAttribute("aria-controls");
    expect(links[0].closest("li")).toHaveAttribute("data-selected", "true");
  });

  it("follows the selection when DocSearch moves it", async () => {
    const [first, second] = document.querySelectorAll("li");
    first.setAttribute("aria-selected", "false");
    second.setAttribute("aria-selected", "true");
    screen.getByRole("searchbox").setAttribute("aria-activedescendant", second.id);
    await flush();
    expect(second).toHaveAttribute("data-selected", "true");
    expect(first).toHaveAttribute("data-selected", "false");
    expect(second).not.toHaveAttribute("aria-selected");
    expect(screen.getByRole("searchbox")).toHaveAttribute("aria-activedescendant", second.querySelector("a")?.id);
  });
});
