import * as React from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "../../src/components/Header/Header";
import { nextMenuIndex } from "../../src/components/Dropdown/menu-keys";

const languageButton = (): HTMLElement => screen.getByRole("button", { name: "Select language" });
// Focus moves after the menu has rendered (next animation frame).
const nextFrame = (): Promise<void> => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));

describe("menu arrow keys", () => {
  it("wraps around in both directions and starts at an end from the button", () => {
    expect(nextMenuIndex(null, "ArrowDown", 2)).toBe(0);
    expect(nextMenuIndex(null, "ArrowUp", 2)).toBe(1);
    expect(nextMenuIndex(1, "ArrowDown", 2)).toBe(0);
    expect(nextMenuIndex(0, "ArrowUp", 2)).toBe(1);
    expect(nextMenuIndex(0, "ArrowDown", 3)).toBe(1);
  });
});

describe("language dropdown", () => {
  it("is closed at first and opens and closes on click", async () => {
    render(<Header pathname="/" />);
    expect(languageButton()).toHaveAttribute("aria-haspopup", "true");
    expect(languageButton()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "English" })).not.toBeInTheDocument();
    await userEvent.click(languageButton());
    expect(languageButton()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "English" })).toBeVisible();
    expect(screen.getByRole("link", { name: "中文" })).toHaveAttribute("href", "https://webpack.docschina.org/");
    await userEvent.click(languageButton());
    expect(languageButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("opens on hover and closes on mouse leave", () => {
    render(<Header pathname="/" />);
    const dropdown = languageButton().parentElement as HTMLElement;
    fireEvent.mouseEnter(dropdown);
    expect(languageButton()).toHaveAttribute("aria-expanded", "true");
    fireEvent.mouseLeave(dropdown);
    expect(languageButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("moves with ArrowDown/ArrowUp, wrapping around, and Escape returns focus to the button", async () => {
    render(<Header pathname="/" />);
    languageButton().focus();
    fireEvent.keyDown(languageButton(), { key: "ArrowDown" });
    await nextFrame();
    expect(screen.getByRole("link", { name: "English" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowDown" });
    await nextFrame();
    expect(screen.getByRole("link", { name: "中文" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowDown" });
    await nextFrame();
    expect(screen.getByRole("link", { name: "English" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowUp" });
    await nextFrame();
    expect(screen.getByRole("link", { name: "中文" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(languageButton()).toHaveFocus();
    expect(languageButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on a click or focus outside", async () => {
    render(
      <>
        <Header pathname="/" />
        <button type="button">elsewhere</button>
      </>,
    );
    await userEvent.click(languageButton());
    fireEvent.pointerDown(document.body);
    expect(languageButton()).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(languageButton());
    act(() => screen.getByRole("button", { name: "elsewhere" }).focus());
    expect(languageButton()).toHaveAttribute("aria-expanded", "false");
  });
});

describe("documentation dropdown", () => {
  it("is a button of its own name, apart from the Documentation link and the drawer's sections", () => {
    render(<Header pathname="/" />);
    expect(screen.getByRole("button", { name: "Documentation menu" })).toHaveAttribute("aria-haspopup", "true");
    expect(screen.getByRole("link", { name: "Documentation" })).toHaveAttribute("href", "/concepts/");
    expect(screen.queryByRole("button", { name: "Documentation sections" })).toBeNull();
  });

  it("lists every documentation section except contribute, in reading order", async () => {
    render(<Header pathname="/" />);
    await userEvent.click(screen.getByRole("button", { name: "Documentation menu" }));
    const names = ["Concepts", "Configuration", "Guides", "Loaders", "Plugins", "API", "Migrate"];
    for (const name of names) expect(screen.getByRole("link", { name })).toBeVisible();
    const menu = screen.getByRole("button", { name: "Documentation menu" }).nextElementSibling as HTMLElement;
    expect(
      within(menu)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(names);
    expect(screen.queryByRole("link", { name: "Contribute" })).toHaveAttribute("href", "/contribute/");
    expect(screen.getAllByRole("link", { name: "Contribute" })).toHaveLength(1);
  });
});
