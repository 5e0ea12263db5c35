import { buildDirectories } from "../../src/content-model/directories";

describe("buildDirectories", () => {
  const dirs = buildDirectories([
    { path: "glossary.mdx", size: 10 },
    { path: "guides/index.mdx", size: 100 },
    { path: "guides/caching.mdx", size: 50 },
    { path: "guides/deep/more.mdx", size: 5 },
  ]);
  const byPath = new Map(dirs.map((dir) => [dir.path, dir]));

  it("sums the bytes of everything below each folder", () => {
    expect(byPath.get("guides")?.size).toBe(155);
    expect(byPath.get("guides/deep")?.size).toBe(5);
    expect(byPath.get("")?.size).toBe(165);
  });

  it("lists direct children and gives folders their url", () => {
    expect(byPath.get("guides")).toMatchObject({
      name: "guides",
      type: "directory",
      url: "/guides/",
      children: ["guides/caching.mdx", "guides/deep", "guides/index.mdx"],
    });
    expect(byPath.get("")?.children).toEqual(["glossary.mdx", "guides"]);
  });
});
