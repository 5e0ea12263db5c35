import * as React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Contributors } from "../../src/components/Contributors/Contributors";
import { ChatWidget } from "../../src/components/ChatWidget/ChatWidget";
import { VISIBILITY_CHECK_INTERVAL_MS } from "../../src/hooks/use-in-view";

type Observed = (entries: Array<{ isIntersecting: boolean }>) => void;

describe("contributors", () => {
  let reportVisibility: Observed = () => undefined;
  beforeEach(() => {
    window.IntersectionObserver = jest.fn((callback: Observed) => {
      reportVisibility = callback;
      return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
  });

  it("requests avatars only once the section scrolls into view", () => {
    render(<Contributors contributors={["sokra", "evil-bot"]} />);
    expect(screen.getByTestId("contributors")).toContainElement(screen.getByRole("heading", { name: "Contributors" }));
    expect(document.querySelectorAll("img")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "evil-bot" })).toHaveTextContent("EB");
    act(() => reportVisibility([{ isIntersecting: true }]));
    const images = document.querySelectorAll("img");
    expect([...images].map((image) => image.getAttribute("src"))).toEqual([
      "https://github.com/sokra.png?size=90",
      "https://github.com/evil-bot.png?size=90",
    ]);
    expect(screen.getByRole("link", { name: "sokra" })).toHaveAttribute("href", "https://github.com/sokra");
  });

  it("falls back to the handle's initials when an avatar fails to load", () => {
    render(<Contributors contributors={["sokra"]} />);
    act(() => reportVisibility([{ isIntersecting: true }]));
    fireEvent.error(document.querySelector("img") as HTMLImageElement);
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: "sokra" })).toHaveTextContent("SO");
  });

  it("checks visibility every 300 ms where IntersectionObserver is missing", () => {
    jest.useFakeTimers();
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
    render(<Contributors contributors={["sokra"]} />);
    const section = screen.getByTestId("contributors");
    section.getBoundingClientRect = () => ({ top: 5000, bottom: 5100, left: 0, right: 100 }) as DOMRect;
    act(() => jest.advanceTimersByTime(VISIBILITY_CHECK_INTERVAL_MS * 3));
    expect(document.querySelector("img")).toBeNull();
    section.getBoundingClientRect = () => ({ top: 100, bottom: 200, left: 0, right: 100 }) as DOMRect;
    act(() => jest.advanceTimersByTime(VISIBILITY_CHECK_INTERVAL_MS));
    expect(document.querySelector("img")).not.toBeNull();
    jest.useRealTimers();
  });
});

describe("chat widget", () => {
  const scripts = (): HTMLScriptElement[] => [...document.querySelectorAll<HTMLScriptElement>("script[src]")];

  it("requests nothing before the first click, then loads the widget and opens it", async () => {
    render(<ChatWidget />);
    expect(scripts()).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Open community chat" }));
    expect(scripts()).toHaveLength(1);
    const chat = { toggleChat: jest.fn() };
    await act(async () => {
      scripts()[0].dispatchEvent(new Event("load"));
      document.dispatchEvent(new CustomEvent("gitter-sidecar-instance-started", { detail: { chat } }));
    });
    expect(chat.toggleChat).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole("button", { name: "Open community chat" }));
    expect(chat.toggleChat).toHaveBeenLastCalledWith(false);
    expect(scripts()).toHaveLength(1);
    scripts().forEach((script) => script.remove());
  });

  it("opens the chat room when the widget cannot load", async () => {
    const open = jest.spyOn(window, "open").mockImplementation(() => null);
    render(<ChatWidget />);
    await userEvent.click(screen.getByRole("button", { name: "Open community chat" }));
    await act(async () => {
      scripts()[0].dispatchEvent(new Event("error"));
    });
    expect(open).toHaveBeenCalledWith("https://gitter.im/webpack/webpack", "_blank", "noopener");
    scripts().forEach((script) => script.remove());
  });
});
