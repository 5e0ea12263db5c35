import * as React from "react";
import { TextEncoder } from "node:util";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { ClientOnly } from "../../src/components/ClientOnly/ClientOnly";
import { Sponsors } from "../../src/components/Sponsors/Sponsors";
import { SponsorLists } from "../../src/components/Sponsors/SponsorLists";
import { RANKS, toSponsors, type Sponsor } from "../../src/components/Sponsors/sponsors";
import snapshot from "../../content/data/sponsors.json";

// The shipped snapshot may be empty (then its array is typed never[]).
const data = snapshot as { sponsors: Array<{ name: string; url: string; rank: string; logo?: string }> };

// react-dom/server needs TextEncoder, which jsdom lacks; required after the polyfill on purpose.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const TITLES = [
  "Latest Sponsors",
  "Platinum Sponsors",
  "Gold Sponsors",
  "Silver Sponsors",
  "Bronze Sponsors",
  "Backers",
];

const SPONSORS: Sponsor[] = [
  { name: "Acme", url: "https://acme.example", logo: "https://images.example/acme.png", rank: "gold" },
  { name: "Initech", url: "https://initech.example", rank: "gold" },
  { name: "Jo Doe", url: "https://opencollective.com/jo", rank: "backer" },
];

/** The section under the rank heading TITLE. */
const rank = (title: string) =>
  screen.getByRole("heading", { level: 3, name: title }).closest("section") as HTMLElement;

describe("SponsorLists", () => {
  it("has a heading per rank, from the highest rank down", () => {
    expect(RANKS).toEqual(["latest", "platinum", "gold", "silver", "bronze", "backer"]);
    render(<SponsorLists sponsors={SPONSORS} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(TITLES);
  });

  it("links each sponsor by logo or name", () => {
    render(<SponsorLists sponsors={SPONSORS} />);
    const gold = within(rank("Gold Sponsors")).getAllByRole("link");
    expect(gold.map((link) => link.getAttribute("href"))).toEqual(["https://acme.example", "https://initech.example"]);
    expect(within(gold[0]).getByRole("img", { name: "Acme" })).toHaveAttribute(
      "src",
      "https://images.example/acme.png",
    );
    expect(gold[1]).toHaveTextContent("Initech");
    expect(within(rank("Backers")).getByRole("link", { name: "Jo Doe" })).toHaveAttribute(
      "href",
      "https://opencollective.com/jo",
    );
  });

  it("shows the sponsor's name when the logo cannot load", () => {
    render(<SponsorLists sponsors={SPONSORS} />);
    fireEvent.error(screen.getByRole("img", { name: "Acme" }));
    expect(screen.queryByRole("img", { name: "Acme" })).toBeNull();
    expect(within(rank("Gold Sponsors")).getByRole("link", { name: "Acme" })).toHaveTextContent("Acme");
  });

  it("invites readers to become a sponsor where a rank is empty, never leaves it blank", () => {
    render(<SponsorLists sponsors={SPONSORS} />);
    for (const [title, name] of [
      ["Latest Sponsors", "Become a sponsor"],
      ["Platinum Sponsors", "Become a platinum sponsor"],
      ["Silver Sponsors", "Become a silver sponsor"],
      ["Bronze Sponsors", "Become a bronze sponsor"],
    ]) {
      expect(within(rank(title)).getByRole("link", { name })).toHaveAttribute(
        "href",
        "https://opencollective.com/webpack",
      );
    }
    expect(within(rank("Gold Sponsors")).queryByRole("link", { name: /Become/ })).toBeNull();
  });

  it("says the list is missing, rather than that nobody sponsors, when the snapshot is empty", () => {
    render(<SponsorLists sponsors={[]} />);
    expect(screen.getByText(/carries no sponsor list yet/)).toBeInTheDocument();
    expect(screen.queryByText(/Nobody here yet/)).toBeNull();
    expect(screen.getAllByRole("link", { name: /^Become a/ })).toHaveLength(6);
  });

  it("keeps only well-formed entries of the data file", () => {
    expect(
      toSponsors([
        { name: "Good", url: "https://good.example", rank: "silver", logo: "" },
        { name: "No rank", url: "https://x.example", rank: "diamond" },
        { name: "", url: "https://x.example", rank: "gold" },
        { name: "Plain http", url: "http://x.example", rank: "gold" },
      ]),
    ).toEqual([{ name: "Good", url: "https://good.example", rank: "silver" }]);
  });
});

describe("Support the Team", () => {
  it("pre-renders only a loading status: no sponsor list in the server HTML", () => {
    const html = renderToString(<Sponsors />);
    expect(html).toContain("Support the Team");
    expect(html).toMatch(/role="status"[^>]*>Loading sponsors…/);
    for (const title of TITLES) expect(html).not.toContain(title);
    for (const sponsor of data.sponsors) expect(html).not.toContain(sponsor.url);
  });

  it("loads the lists of content/data/sponsors.json in the browser, with at least one rank inviting sponsors", async () => {
    render(<Sponsors />);
    expect(screen.getByRole("heading", { level: 2, name: "Support the Team" })).toHaveAttribute(
      "id",
      "support-the-team",
    );
    await screen.findByRole("heading", { level: 3, name: "Backers" });
    expect(screen.queryByRole("status")).toBeNull();
    const sponsors = toSponsors(data.sponsors);
    expect(sponsors).toHaveLength(data.sponsors.length);
    for (const sponsor of sponsors)
      expect(screen.getByRole("link", { name: sponsor.name })).toHaveAttribute("href", sponsor.url);
    expect(screen.getAllByRole("link", { name: /^Become a/ }).length).toBeGreaterThan(0);
  });
});

describe("ClientOnly", () => {
  function Child(): React.ReactElement {
    return <p>child content</p>;
  }

  it("renders the loading status on the server and the children only after mount", () => {
    const html = renderToString(
      <ClientOnly loadingText="Loading…">
        <Child />
      </ClientOnly>,
    );
    expect(html).toContain("Loading…");
    expect(html).not.toContain("child content");
    render(
      <ClientOnly loadingText="Loading…">
        <Child />
      </ClientOnly>,
    );
    expect(screen.getByText("child content")).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("keeps the loading status, without the children, while `when` is false", () => {
    const { rerender } = render(
      <ClientOnly loadingText="Loading…" when={false}>
        <Child />
      </ClientOnly>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(screen.queryByText("child content")).toBeNull();
    rerender(
      <ClientOnly loadingText="Loading…" when>
        <Child />
      </ClientOnly>,
    );
    expect(screen.getByText("child content")).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
