import { codeBlockName } from "../../src/content-model/code-block-name";

describe("code block names", () => {
  it("uses the file name a block shows", () => {
    expect(codeBlockName({ language: "js", title: "webpack.config.js" })).toBe("webpack.config.js");
  });

  it("names an untitled block after its language, aliases included", () => {
    expect(codeBlockName({ language: "js" })).toBe("JavaScript code");
    expect(codeBlockName({ language: "TS" })).toBe("TypeScript code");
    expect(codeBlockName({ language: "sh" })).toBe("Shell code");
    expect(codeBlockName({ language: "json5" })).toBe("JSON5 code");
  });

  it("calls a diff code changes, and anything else code", () => {
    expect(codeBlockName({ language: "diff" })).toBe("Code changes");
    expect(codeBlockName({ language: "text" })).toBe("Code");
    expect(codeBlockName({ language: "" })).toBe("Code");
    expect(codeBlockName({ language: "js", title: "  " })).toBe("JavaScript code");
  });
});
