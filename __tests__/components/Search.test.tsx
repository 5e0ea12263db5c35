import * as React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Search } from "../../src/components/Search/Search";

// The modal itself is DocSearch's (covered in Chromium); here, what opens it.
jest.mock("../../src/components/Search/SearchModal", () => ({
  __esModule: true,
  default: ({ initialQuery, onClose }: { initialQuery?: string; onClose: () => void }) => (
    <div role="dialog" aria-label="Search dialog">
      <span>query: {initialQuery ?? ""}</span>
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  ),
}));
jest.mock("../../src/search/client", () => ({ fetchSearchIndex: jest.fn(() => Promise.resolve()) }));

describe("search button", () => {
  it("is named by the text it shows, the shortcut hint included", () => {
    render(<Search />);
    const button = screen.getByRole("button", { name: "Search Ctrl K" });
    expect(button).toHaveTextContent("Search Ctrl K");
    expect(button).toHaveAttribute("aria-keyshortcuts", "Control+K /");
  });

  it("opens on click, on Ctrl+K and on '/', and closes back to the button", async () => {
    render(<Search />);
    await userEvent.click(screen.getByRole("button", { name: /^Search\b/ }));
    expect(await screen.findByRole("dialog", { name: "Search dialog" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: /^Search\b/ })).toHaveFocus();
    fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    expect(await screen.findByRole("dialog", { name: "Search dialog" })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.keyDown(document.body, { key: "/" });
    expect(await screen.findByRole("dialog", { name: "Search dialog" })).toBeInTheDocument();
  });

  it("leaves '/' alone in a text field, and starts a query from a letter typed on the button", async () => {
    render(
      <>
        <input aria-label="field" />
        <Search />
      </>,
    );
    fireEvent.keyDown(screen.getByRole("textbox", { name: "field" }), { key: "/" });
    expect(screen.queryByRole("dialog")).toBeNull();
    screen.getByRole("button", { name: /^Search\b/ }).focus();
    fireEvent.keyDown(screen.getByRole("button", { name: /^Search\b/ }), { key: "w" });
    expect(await screen.findByText("query: w")).toBeInTheDocument();
  });
});
