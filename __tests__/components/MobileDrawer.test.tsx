import * as React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Layout } from "../../src/components/Layout/Layout";
import { DRAWER_SECTIONS } from "../../src/site/sections";
import {
  MAX_VERTICAL_RATIO,
  OPENER_LIMIT_PX,
  SWIPE_THRESHOLD_PX,
  swipeAction,
} from "../../src/components/MobileDrawer/swipe";

const SECTIONS = DRAWER_SECTIONS.map((section) => section.title);
const drawerIndex = SECTIONS.map((title) => {
  const url = `/${title.toLowerCase()}/`;
  const pages = [{ title, url }, ...(title === "Concepts" ? [{ title: "Output", url: "/concepts/output/" }] : [])];
  return { section: title.toLowerCase(), title, url, pages };
});

function swipe(from: { x: number; y: number }, to: { x: number; y: number }): void {
  fireEvent.touchStart(document, { touches: [{ clientX: from.x, clientY: from.y }] });
  fireEvent.touchEnd(document, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
}

function drawer(): HTMLElement {
  const element = document.getElementById("documentation-drawer") as HTMLElement;
  expect(element).toHaveAttribute("aria-label", "Documentation sections");
  return element;
}

beforeEach(() => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => drawerIndex }) as unknown as typeof fetch;
});

describe("swipe rules", () => {
  // A drag of more than 20 px toggles the drawer; one from the opener counts only when it starts
  // under 295 px from the edge and is mostly horizontal (vertical over horizontal under 0.8).
  it("keeps its thresholds: 20 px, 295 px from the edge, a ratio of 0.8", () => {
    expect([SWIPE_THRESHOLD_PX, OPENER_LIMIT_PX, MAX_VERTICAL_RATIO]).toEqual([20, 295, 0.8]);
  });

  it("needs more than 20 px horizontally", () => {
    expect(swipeAction({ x: 10, y: 100 }, { x: 30, y: 100 }, false)).toBeNull();
    expect(swipeAction({ x: 10, y: 100 }, { x: 31, y: 100 }, false)).toBe("open");
  });

  it("opens only from under 295 px of the left edge", () => {
    expect(swipeAction({ x: 294, y: 0 }, { x: 400, y: 0 }, false)).toBe("open");
    expect(swipeAction({ x: 295, y: 0 }, { x: 400, y: 0 }, false)).toBeNull();
  });

  it("ignores mostly vertical drags (ratio 0.8 or more)", () => {
    expect(swipeAction({ x: 0, y: 0 }, { x: 100, y: 79 }, false)).toBe("open");
    expect(swipeAction({ x: 0, y: 0 }, { x: 100, y: 80 }, false)).toBeNull();
  });

  it("closes on a leftward swipe when open, and never opens leftward", () => {
    expect(swipeAction({ x: 300, y: 0 }, { x: 200, y: 0 }, true)).toBe("close");
    expect(swipeAction({ x: 200, y: 0 }, { x: 100, y: 0 }, false)).toBeNull();
    expect(swipeAction({ x: 100, y: 0 }, { x: 200, y: 0 }, true)).toBeNull();
  });
});

describe("mobile drawer", () => {
  const renderPage = (): void => {
    render(
      <Layout pathname="/concepts/output/" layout="doc">
        <h1>Output</h1>
      </Layout>,
    );
  };

  it("is closed at first and opens from the menu button, listing every section and, once fetched, their pages", async () => {
    renderPage();
    expect(drawer()).toHaveAttribute("aria-hidden", "true");
    await userEvent.click(screen.getByRole("button", { name: "Toggle navigation menu" }));
    expect(drawer()).toHaveAttribute("aria-hidden", "false");
    expect(document.body.style.overflow).toBe("hidden");
    expect(screen.getByRole("button", { name: "Close navigation menu" })).toHaveFocus();
    for (const name of SECTIONS) {
      expect(screen.getAllByText(name, { selector: "#documentation-drawer *" }).length).toBeGreaterThan(0);
    }
    expect(await screen.findByRole("link", { name: "Output", current: "page" })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith("/navigation/sections.json");
  });

  it("closes with the close icon, a tap outside and Escape", async () => {
    renderPage();
    const opener = screen.getByRole("button", { name: "Toggle navigation menu" });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole("button", { name: "Close navigation menu" }));
    expect(drawer()).toHaveAttribute("aria-hidden", "true");
    expect(document.body.style.overflow).toBe("");
    await userEvent.click(opener);
    fireEvent.click(screen.getByTestId("drawer-backdrop"));
    expect(drawer()).toHaveAttribute("aria-hidden", "true");
    await userEvent.click(opener);
    fireEvent.keyDown(drawer(), { key: "Escape" });
    expect(drawer()).toHaveAttribute("aria-hidden", "true");
  });

  it("keeps Tab focus inside while open", async () => {
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Toggle navigation menu" }));
    for (let step = 0; step < 30; step += 1) {
      await userEvent.tab();
      expect(drawer()).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("opens on a swipe from the left edge and closes on a swipe left", async () => {
    renderPage();
    swipe({ x: 5, y: 300 }, { x: 15, y: 300 });
    expect(drawer()).toHaveAttribute("aria-hidden", "true");
    swipe({ x: 5, y: 300 }, { x: 120, y: 320 });
    expect(drawer()).toHaveAttribute("aria-hidden", "false");
    // Opening fetches every section's pages; they are listed before the drawer closes again.
    expect(await screen.findByRole("link", { name: "Output" })).toBeInTheDocument();
    swipe({ x: 250, y: 300 }, { x: 240, y: 300 });
    expect(drawer()).toHaveAttribute("aria-hidden", "false");
    swipe({ x: 250, y: 300 }, { x: 100, y: 310 });
    expect(drawer()).toHaveAttribute("aria-hidden", "true");
  });
});
