import * as React from "react";
import { render, screen } from "@testing-library/react";
import { NotificationBar } from "../../src/components/NotificationBar/NotificationBar";
import userEvent from "@testing-library/user-event";
import { FIRST_PAINT_SCRIPT } from "../../src/site/first-paint-script";

beforeEach(() => {
  localStorage.clear();
  document.body.className = "";
  document.documentElement.className = "";
  jest.restoreAllMocks();
});

describe("notification bar", () => {
  it("shows with the body class until dismissed, then stores '2' and stays hidden on a later visit", async () => {
    const { unmount } = render(<NotificationBar />);
    expect(screen.getByRole("complementary", { name: "Notification" })).toBeVisible();
    expect(document.body).toHaveClass("notification-bar-visible");
    await userEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByRole("complementary", { name: "Notification" })).not.toBeInTheDocument();
    expect(localStorage.getItem("notification-dismissed")).toBe("2");
    expect(document.body).not.toHaveClass("notification-bar-visible");
    unmount();

    // A later visit: a new document (no class on <html>), the stored value only.
    document.documentElement.className = "";
    render(<NotificationBar />);
    expect(screen.queryByRole("complementary", { name: "Notification" })).not.toBeInTheDocument();
  });

  it("still shows and dismisses for the visit when localStorage throws", async () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    const first = render(<NotificationBar />);
    expect(screen.getByRole("complementary", { name: "Notification" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByRole("complementary", { name: "Notification" })).not.toBeInTheDocument();
    first.unmount();
    // Another page of the same visit (same module state): still dismissed.
    render(<NotificationBar />);
    expect(screen.queryByRole("complementary", { name: "Notification" })).not.toBeInTheDocument();
  });
});

describe("first-paint script", () => {
  const run = (): void => new Function(FIRST_PAINT_SCRIPT)();

  it("marks the body for a new reader and hides the bar for one who dismissed it", () => {
    run();
    expect(document.body).toHaveClass("notification-bar-visible");
    document.body.className = "";
    localStorage.setItem("notification-dismissed", "2");
    run();
    expect(document.body).not.toHaveClass("notification-bar-visible");
    expect(document.documentElement).toHaveClass("notification-dismissed");
  });

  it("applies the saved theme, else the system's", () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    run();
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    localStorage.setItem("theme", "light");
    run();
    expect(document.documentElement).toHaveAttribute("data-theme", "light");
  });

  it("does not throw when storage does", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(run).not.toThrow();
    expect(document.body).toHaveClass("notification-bar-visible");
  });
});
