import * as React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CodeBlock } from "../../src/components/CodeBlock/CodeBlock";
import { copyableText } from "../../src/components/CodeBlock/copyable-text";

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

describe("code block", () => {
  it("shows its file name and copies its code", async () => {
    const user = userEvent.setup();
    render(
      <CodeBlock data-language="diff" data-title="webpack.config.js">
        <code>{" a\n-b\n+c"}</code>
      </CodeBlock>,
    );
    expect(screen.getByText("webpack.config.js")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy code" }));
    await waitFor(() => expect(screen.getByText("Copied")).toBeInTheDocument());
    await expect(navigator.clipboard.readText()).resolves.toBe("a\nc");
  });
});
