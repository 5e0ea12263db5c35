import * as React from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Layout } from "../../src/components/Layout/Layout";
import { DRAWER_SECTIONS } from "../../src/site/sections";

// Its own file: the drawer fetches the page index once per visit, and a module registry is a visit.
it("links every section when the page index cannot be fetched (offline)", async () => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  global.fetch = jest.fn().mockRejectedValue(new Error("offline")) as unknown as typeof fetch;
  render(
    <Layout pathname="/concepts/output/" layout="doc">
      <h1>Output</h1>
    </Layout>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Toggle navigation menu" }));
  await waitFor(() => expect(global.fetch).toHaveBeenCalled());
  const drawer = screen.getByRole("dialog", { name: "Documentation sections" });
  for (const { title: name } of DRAWER_SECTIONS) {
    expect(within(drawer).getByRole("link", { name })).toHaveAttribute("href", `/${name.toLowerCase()}/`);
  }
});
