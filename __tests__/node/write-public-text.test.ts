import { mkdtempSync, readFileSync, statSync, utimesSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writePublicTextFiles } from "../../src/node/write-public-text";

describe("writePublicTextFiles", () => {
  it("writes new and changed files only, and deletes the last build's files that are gone", () => {
    const dir = mkdtempSync(join(tmpdir(), "public-"));
    const first = writePublicTextFiles(
      [
        { url: "/a/b.md", text: "one" },
        { url: "/c.md", text: "two" },
        { url: "/gone.md", text: "x" },
      ],
      [],
      dir,
    );
    expect(first).toEqual({ written: ["/a/b.md", "/c.md", "/gone.md"], removed: [] });
    const old = new Date("2020-01-01T00:00:00Z");
    utimesSync(join(dir, "c.md"), old, old);
    const second = writePublicTextFiles(
      [
        { url: "/a/b.md", text: "one, edited" },
        { url: "/c.md", text: "two" },
      ],
      ["/a/b.md", "/c.md", "/gone.md"],
      dir,
    );
    expect(second).toEqual({ written: ["/a/b.md"], removed: ["/gone.md"] });
    expect(readFileSync(join(dir, "a/b.md"), "utf8")).toBe("one, edited");
    expect(statSync(join(dir, "c.md")).mtime).toEqual(old);
    expect(existsSync(join(dir, "gone.md"))).toBe(false);
  });
});
