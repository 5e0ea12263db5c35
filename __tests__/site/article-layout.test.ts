import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ARTICLE_LAID_OUT_ATTRIBUTE, layOutBeforeRestoringScroll } from "../../src/site/article-layout";
import { FIRST_PAINT_SCRIPT } from "../../src/site/first-paint-script";

const laidOut = (): boolean => document.documentElement.hasAttribute(ARTICLE_LAID_OUT_ATTRIBUTE);

beforeEach(() => {
  document.documentElement.removeAttribute(ARTICLE_LAID_OUT_ATTRIBUTE);
});

describe("laying out a whole article before a saved scroll position is restored", () => {
  it("lays it out when Gatsby restores a position below the top", () => {
    layOutBeforeRestoringScroll([0, 4200]);
    expect(laidOut()).toBe(true);
  });

  it.each([[[0, 0]], [[0, null]], [[0, undefined]], [null], [undefined]])(
    "leaves it to be laid out as it is reached for a saved position of %p",
    (saved) => {
      layOutBeforeRestoringScroll(saved);
      expect(laidOut()).toBe(false);
    },
  );

  it("is what the stylesheet's rule for laying out blocks as they are reached depends on", () => {
    const css = readFileSync(join(__dirname, "../../src/styles/global.css"), "utf8");
    expect(css).toContain(`html:not([${ARTICLE_LAID_OUT_ATTRIBUTE}]) .markdown > `);
  });
});

describe("the first-paint script", () => {
  // jsdom has no navigation timing: each test gives the page the entry a browser would.
  const loadOfType = (type: string | null): void => {
    const entries = type === null ? [] : [{ type }];
    Object.defineProperty(performance, "getEntriesByType", { value: () => entries, configurable: true });
    new Function(FIRST_PAINT_SCRIPT)();
  };
  afterEach(() => {
    Reflect.deleteProperty(performance, "getEntriesByType");
  });

  it.each(["reload", "back_forward"])(
    "lays out whole articles on a %s, where the browser restores a position",
    (type) => {
      loadOfType(type);
      expect(laidOut()).toBe(true);
    },
  );

  it.each(["navigate", "prerender", null])(
    "leaves articles to be laid out as they are reached on a %p load",
    (type) => {
      loadOfType(type);
      expect(laidOut()).toBe(false);
    },
  );
});
