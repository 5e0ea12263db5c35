import * as React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { Rotator, ROTATOR_REPEAT_DELAY } from "../../src/components/Rotator/Rotator";
import { Cube, DEFAULT_DEPTH, CUBE_REPEAT_DELAY, ITERATIONS } from "../../src/components/Cube/Cube";
import { Splash, ROTATING_WORDS } from "../../src/components/Splash/Splash";
import HomePage from "../../src/pages/index";
import { homePageContext } from "../../src/node/home-page";
import type { HomePageContext } from "../../src/site/page-context";
import { wrapPageElement } from "../../src/components/Layout/wrap-page-element";

const WORDS = ["assets", "scripts", "images", "styles"];

function advance(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** Quarter turns the cube has made, read from the rotation it shows. */
function turns(): number {
  const transform = screen.getByTestId("cube").style.transform;
  const degrees = [...transform.matchAll(/rotate[XYZ]\((-?\d+)deg\)/g)].map((match) => Math.abs(Number(match[1])));
  expect(degrees).toHaveLength(3);
  return degrees.reduce((sum, value) => sum + value, 0) / 90;
}

function mockReducedMotion(reduce: boolean): void {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes("prefers-reduced-motion: reduce"), media: query }),
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
});

describe("Rotator", () => {
  it("waits for the first delay, then changes every repeat delay, wrapping around", () => {
    render(<Rotator words={WORDS} delay={5000} repeatDelay={5000} />);
    expect(screen.getByText("assets")).toBeInTheDocument();
    advance(4999);
    expect(screen.getByText("assets")).toBeInTheDocument();
    advance(1);
    expect(screen.getByText("scripts")).toBeInTheDocument();
    advance(4999);
    expect(screen.getByText("scripts")).toBeInTheDocument();
    advance(1);
    expect(screen.getByText("images")).toBeInTheDocument();
    advance(5000);
    expect(screen.getByText("styles")).toBeInTheDocument();
    advance(5000);
    expect(screen.getByText("assets")).toBeInTheDocument();
  });

  it("repeats every 3000 ms by default", () => {
    expect(ROTATOR_REPEAT_DELAY).toBe(3000);
    render(<Rotator words={WORDS} />);
    advance(2999);
    expect(screen.getByText("assets")).toBeInTheDocument();
    advance(1);
    expect(screen.getByText("scripts")).toBeInTheDocument();
    advance(2999);
    expect(screen.getByText("scripts")).toBeInTheDocument();
    advance(1);
    expect(screen.getByText("images")).toBeInTheDocument();
  });

  it("keeps a different first delay apart from the repeat delay", () => {
    render(<Rotator words={WORDS} delay={1000} />);
    advance(1000);
    expect(screen.getByText("scripts")).toBeInTheDocument();
    advance(2999);
    expect(screen.getByText("scripts")).toBeInTheDocument();
    advance(1);
    expect(screen.getByText("images")).toBeInTheDocument();
  });

  it("stops its timer when unmounted", () => {
    const { unmount } = render(<Rotator words={WORDS} />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe("Splash", () => {
  it("reads 'bundle your' and a word that first changes after 5000 ms, then every 5000 ms", () => {
    expect(ROTATING_WORDS).toEqual(WORDS);
    render(<Splash />);
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent(/^bundle your assets$/);
    advance(4999);
    expect(heading).toHaveTextContent(/^bundle your assets$/);
    advance(1);
    expect(heading).toHaveTextContent(/^bundle your scripts$/);
    advance(4999);
    expect(heading).toHaveTextContent(/^bundle your scripts$/);
    advance(1);
    expect(heading).toHaveTextContent(/^bundle your images$/);
  });

  it("puts a 120 px cube that turns every 5 s over our module diagram", () => {
    render(<Splash />);
    expect(screen.getByTestId("cube")).toHaveStyle({ width: "120px", height: "120px" });
    expect(screen.getByRole("img", { name: /modules with dependencies/i }).tagName.toLowerCase()).toBe("svg");
    advance(4999);
    expect(turns()).toBe(0);
    advance(1);
    expect(turns()).toBe(1);
  });
});

describe("Cube", () => {
  it(`spins continuously ${ITERATIONS} times, a quarter turn every repeat delay, then rests`, () => {
    expect(ITERATIONS).toBe(4);
    render(<Cube continuous repeatDelay={5000} />);
    expect(turns()).toBe(0);
    for (let turn = 1; turn <= 4; turn += 1) {
      advance(4999);
      expect(turns()).toBe(turn - 1);
      advance(1);
      expect(turns()).toBe(turn);
    }
    advance(60_000);
    expect(turns()).toBe(4);
    expect(jest.getTimerCount()).toBe(0);
  });

  it("defaults to depth 30 and a 1000 ms repeat delay", () => {
    expect([DEFAULT_DEPTH, CUBE_REPEAT_DELAY]).toEqual([30, 1000]);
    render(<Cube continuous />);
    expect(screen.getByTestId("cube")).toHaveStyle({ width: "30px", height: "30px" });
    advance(999);
    expect(turns()).toBe(0);
    advance(1);
    expect(turns()).toBe(1);
    advance(10_000);
    expect(turns()).toBe(4);
  });

  it("turns 90° on a random axis when the pointer enters, and stays still otherwise", () => {
    const random = jest.fn().mockReturnValueOnce(0).mockReturnValueOnce(0.5).mockReturnValueOnce(0.99);
    const { container } = render(<Cube hover random={random} />);
    advance(10_000);
    expect(turns()).toBe(0);
    const scene = container.firstElementChild as HTMLElement;
    fireEvent.mouseEnter(scene);
    expect(screen.getByTestId("cube").style.transform).toBe("rotateX(90deg) rotateY(0deg) rotateZ(0deg)");
    fireEvent.mouseEnter(scene);
    fireEvent.mouseEnter(scene);
    expect(screen.getByTestId("cube").style.transform).toBe("rotateX(90deg) rotateY(90deg) rotateZ(90deg)");
  });

  it("does not move at all for readers who prefer reduced motion", () => {
    mockReducedMotion(true);
    const { container } = render(<Cube continuous hover depth={120} />);
    advance(60_000);
    fireEvent.mouseEnter(container.firstElementChild as HTMLElement);
    expect(turns()).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it("is hidden from assistive technology", () => {
    const { container } = render(<Cube />);
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });
});

describe("home page", () => {
  const props = (context: HomePageContext) =>
    ({ location: { pathname: "/" }, pageContext: context }) as unknown as PageProps<object, HomePageContext>;
  // The page as the site shows it: inside the layout that wrapPageElement adds.
  const renderHome = () => {
    const pageProps = props(homePageContext());
    return render(wrapPageElement({ element: <HomePage {...pageProps} />, props: pageProps }));
  };

  it("has exactly two highlighted code samples and three anchored headings, sponsors included", async () => {
    const { container } = renderHome();
    await screen.findByRole("heading", { name: "Backers" });
    const main = container.querySelector("main") as HTMLElement;
    const samples = main.querySelectorAll("pre");
    expect(samples).toHaveLength(2);
    for (const sample of samples) expect(sample.querySelector("span.token.keyword")).not.toBeNull();
    const anchored = [...main.querySelectorAll("h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]")];
    expect(anchored.map((heading) => `${heading.tagName} #${heading.id} ${heading.textContent}`)).toEqual([
      "H2 #write-your-code Write Your Code",
      "H2 #bundle-it Bundle It",
      "H2 #support-the-team Support the Team",
    ]);
  });

  it("links to the getting-started guide and the concepts section", async () => {
    renderHome();
    await screen.findByRole("heading", { name: "Backers" });
    const next = screen.getByRole("navigation", { name: "Next steps" });
    expect(next.querySelector('a[href="/guides/getting-started/"]')).not.toBeNull();
    expect(next.querySelector('a[href="/concepts/"]')).not.toBeNull();
  });
});
