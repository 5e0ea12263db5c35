import * as React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DocActions } from "../../src/components/DocActions/DocActions";

const TWIN = "# Output\n\nHow webpack names its bundles.\n\n## Defaults\n";

/** A fetch that serves URLS' texts, and fails (as offline) for anything else. */
function mockFetch(urls: Record<string, string>): jest.Mock {
  const fetchMock = jest.fn(async (url: string) => {
    if (!(url in urls)) throw new TypeError("Failed to fetch");
    return { ok: true, status: 200, text: async () => urls[url] };
  });
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, configurable: true, writable: true });
  return fetchMock;
}

describe("Copy page", () => {
  it("sits beside Edit and Print with a View as Markdown link to the twin", () => {
    const { container } = render(<DocActions editUrl="https://edit/x" markdownUrl="/concepts/output.md" />);
    const names = [...container.querySelectorAll("a, button")].map((element) => element.textContent);
    expect(names).toEqual(["Edit Document", "Print Document", "Copy page", "View as Markdown"]);
    expect(screen.getByRole("link", { name: "View as Markdown" })).toHaveAttribute("href", "/concepts/output.md");
  });

  it("is reached with the keyboard and puts the page's Markdown on the clipboard, confirming politely", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ "/concepts/output.md": TWIN });
    render(<DocActions editUrl="https://edit/x" markdownUrl="/concepts/output.md" />);
    const button = screen.getByRole("button", { name: "Copy page" });
    await waitFor(() => expect(button).toBeEnabled());
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toBeEmptyDOMElement();
    await user.tab(); // Edit Document
    await user.tab(); // Print Document
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(status).toHaveTextContent("Copied"));
    expect(screen.getByText("Copied")).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith("/concepts/output.md");
    await expect(navigator.clipboard.readText()).resolves.toBe(TWIN);
    // The button keeps its name: the confirmation is the live region's.
    expect(button).toHaveAccessibleName("Copy page");
  });

  it("copies a twin it fetched once again without the network", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ "/guides/index.md": "# Guides\n" });
    render(<DocActions editUrl="https://edit/x" markdownUrl="/guides/index.md" />);
    const button = screen.getByRole("button", { name: "Copy page" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Copied"));
    mockFetch({});
    await navigator.clipboard.writeText("");
    await user.click(button);
    await waitFor(() => expect(navigator.clipboard.readText()).resolves.toBe("# Guides\n"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says so when the twin cannot be fetched, and leaves the clipboard alone", async () => {
    const user = userEvent.setup();
    mockFetch({});
    render(<DocActions editUrl="https://edit/x" markdownUrl="/api/cli.md" />);
    await navigator.clipboard.writeText("before");
    const button = screen.getByRole("button", { name: "Copy page" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Copy failed"));
    await expect(navigator.clipboard.readText()).resolves.toBe("before");
  });

  it("clears the confirmation after a moment", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      mockFetch({ "/api/index.md": "# API\n" });
      render(<DocActions editUrl="https://edit/x" markdownUrl="/api/index.md" />);
      await user.click(screen.getByRole("button", { name: "Copy page" }));
      await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Copied"));
      act(() => {
        jest.advanceTimersByTime(2500);
      });
      expect(screen.getByRole("status")).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });

  it("is absent where a page has no twin", () => {
    render(<DocActions editUrl="https://edit/x" />);
    expect(screen.queryByRole("button", { name: "Copy page" })).toBeNull();
    expect(screen.queryByRole("link", { name: "View as Markdown" })).toBeNull();
  });
});
