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

/** A scroll region whose content is WIDTH pixels wide in a 300-pixel box. */
function region(width: number): HTMLElement {
  const pre = document.createElement("pre");
  pre.className = "scroll-region";
  pre.tabIndex = 0;
  Object.defineProperty(pre, "clientWidth", { value: 300 });
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

  it("leave the build's tab stops alone where the browser cannot measure boxes", () => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    const container = document.createElement("div");
    const narrow = region(300);
    container.append(narrow);
    tabStopsWhereScrollable(container)();
    expect(narrow.getAttribute("tabindex")).toBe("0");
  });
});
