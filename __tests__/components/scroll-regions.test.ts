import { tabStopsWhereScrollable } from "../../src/components/StaticHtml/scroll-regions";

type Callback = (entries: Array<{ target: Element }>) => void;
let observed: Element[] = [];
let notify: Callback = () => undefined;

class FakeResizeObserver {
  constructor(callback: Callback) {
    notify = callback;
  }
  observe(target: Element): void {
    observed.push(target);
  }
  disconnect(): void {
    observed = [];
  }
}

/** A scroll region whose content is WIDTH pixels wide in a BOX-pixel box. */
function region(width: number, box = 300): HTMLElement {
  const pre = document.createElement("pre");
  pre.className = "scroll-region";
  pre.tabIndex = 0;
  Object.defineProperty(pre, "clientWidth", { configurable: true, value: box });
  Object.defineProperty(pre, "scrollWidth", { configurable: true, value: width });
  return pre;
}

describe("tab stops of code blocks and tables", () => {
  beforeEach(() => {
    observed = [];
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  });
  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it("stay only where the content is wider than its box, and follow size changes", () => {
    const container = document.createElement("div");
    const wide = region(900);
    const narrow = region(300);
    container.append(wide, narrow);
    const stop = tabStopsWhereScrollable(container);
    notify(observed.map((target) => ({ target })));
    expect(wide.getAttribute("tabindex")).toBe("0");
    expect(narrow.hasAttribute("tabindex")).toBe(false);

    Object.defineProperty(narrow, "scrollWidth", { value: 600 });
    notify([{ target: narrow }]);
    expect(narrow.getAttribute("tabindex")).toBe("0");
    stop();
    expect(observed).toEqual([]);
  });

  it("keep the build's tab stop on a block not laid out yet, and decide once it is", () => {
    const container = document.createElement("div");
    // Far down a long article the browser lays a block out only as the reader nears it: no width yet.
    const later = region(0, 0);
    container.append(later);
    tabStopsWhereScrollable(container);
    notify([{ target: later }]);
    expect(later.getAttribute("tabindex")).toBe("0");

    Object.defineProperty(later, "clientWidth", { value: 300 });
    Object.defineProperty(later, "scrollWidth", { value: 300 });
    notify([{ target: later }]);
    expect(later.hasAttribute("tabindex")).toBe(false);
  });

  it("keep the build's tab stop while the browser skips the content, where it can tell", () => {
    const container = document.createElement("div");
    // A table block whose own box is laid out (as wide as the column) while its table is not.
    const figure = region(300);
    const table = document.createElement("table");
    let tableLaidOut = false;
    Object.defineProperty(table, "checkVisibility", { value: () => tableLaidOut });
    figure.append(table);
    container.append(figure);
    tabStopsWhereScrollable(container);
    notify([{ target: figure }]);
    expect(figure.getAttribute("tabindex")).toBe("0");

    tableLaidOut = true;
    notify([{ target: figure }]);
    expect(figure.hasAttribute("tabindex")).toBe(false);
  });

  it("leave the build's tab stops alone where the browser cannot measure boxes", () => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    const container = document.createElement("div");
    const narrow = region(300);
    container.append(narrow);
    tabStopsWhereScrollable(container)();
    expect(narrow.getAttribute("tabindex")).toBe("0");
  });
});
