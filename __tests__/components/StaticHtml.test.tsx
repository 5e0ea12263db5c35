import * as React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate, prefetchPathname } from "gatsby";
import { StaticHtml } from "../../src/components/StaticHtml/StaticHtml";
import { copyableText } from "../../src/components/StaticHtml/copyable-text";
import { codeBlockHtml } from "../../src/content-model/code-block-html";

describe("copyable text", () => {
  it("leaves ordinary code alone", () => {
    expect(copyableText("-a\n+b", "js")).toBe("-a\n+b");
  });

  it("drops removed lines and the markers of a unified diff", () => {
    expect(copyableText(" const a = 1;\n-const b = 2;\n+const b = 3;\n module.exports = a;", "diff")).toBe(
      "const a = 1;\nconst b = 3;\nmodule.exports = a;",
    );
  });

  it("keeps unmarked context lines whole when the diff has no leading spaces", () => {
    expect(copyableText("module.exports = {\n-  mode: 'none',\n+  mode: 'production',\n};", "diff")).toBe(
      "module.exports = {\n  mode: 'production',\n};",
    );
  });
});

describe("build-time HTML", () => {
  beforeEach(() => jest.mocked(navigate).mockClear());

  it("shows a code block's file name and copies its code once the page's script runs", async () => {
    const user = userEvent.setup();
    render(<StaticHtml html={codeBlockHtml({ code: " a\n-b\n+c", language: "diff", title: "webpack.config.js" })} />);
    expect(screen.getByText("webpack.config.js")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Copy code" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(screen.getByText("Copied")).toBeInTheDocument());
    await expect(navigator.clipboard.readText()).resolves.toBe("a\nc");
  });

  it("opens site links through the router, prefetching on hover, and leaves others to the browser", async () => {
    const user = userEvent.setup();
    render(
      <StaticHtml
        html={
          '<p><a href="/concepts/output/#outputpath">in</a> <a href="https://example.com/">out</a> <a href="#here">here</a></p>'
        }
      />,
    );
    await user.hover(screen.getByRole("link", { name: "in" }));
    expect(prefetchPathname).toHaveBeenCalledWith("/concepts/output/");
    await user.click(screen.getByRole("link", { name: "in" }));
    expect(navigate).toHaveBeenCalledWith("/concepts/output/#outputpath");
    await user.click(screen.getByRole("link", { name: "here" }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("leaves a link opened in a new tab to the browser", async () => {
    jest.mocked(navigate).mockClear();
    render(<StaticHtml html={'<a href="/guides/">guides</a>'} />);
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    screen.getByRole("link", { name: "guides" }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
