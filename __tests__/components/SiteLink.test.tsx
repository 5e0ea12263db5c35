import * as React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { navigate, prefetchPathname } from "gatsby";
import { CurrentPathContext, SiteLink } from "../../src/components/SiteLink/SiteLink";

const navigateMock = navigate as jest.Mock;
const prefetchMock = prefetchPathname as jest.Mock;

beforeEach(() => {
  navigateMock.mockClear();
  prefetchMock.mockClear();
});

describe("SiteLink", () => {
  it("is a plain link to the path", () => {
    render(<SiteLink to="/concepts/">Concepts</SiteLink>);
    expect(screen.getByRole("link", { name: "Concepts" })).toHaveAttribute("href", "/concepts/");
  });

  it("opens the page through the router on a plain left click", () => {
    render(<SiteLink to="/concepts/">Concepts</SiteLink>);
    const notPrevented = fireEvent.click(screen.getByRole("link", { name: "Concepts" }));
    expect(notPrevented).toBe(false);
    expect(navigateMock).toHaveBeenCalledWith("/concepts/", { replace: false });
  });

  it("replaces the history entry when the link is to the page the reader is on", () => {
    render(<SiteLink to="/">Home</SiteLink>);
    fireEvent.click(screen.getByRole("link", { name: "Home" }));
    expect(navigateMock).toHaveBeenCalledWith("/", { replace: true });
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
    "leaves a click with %p to the browser (new tab or window)",
    (modifiers) => {
      render(<SiteLink to="/concepts/">Concepts</SiteLink>);
      const notPrevented = fireEvent.click(screen.getByRole("link", { name: "Concepts" }), modifiers);
      expect(notPrevented).toBe(true);
      expect(navigateMock).not.toHaveBeenCalled();
    },
  );

  it("runs the caller's click handler first and does not navigate when it prevents the default", () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <SiteLink to="/concepts/" onClick={onClick}>
        Concepts
      </SiteLink>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Concepts" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it("fetches the page's data when pointed at or focused, without the heading", () => {
    render(<SiteLink to="/#support-the-team">Sponsors</SiteLink>);
    const link = screen.getByRole("link", { name: "Sponsors" });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    expect(prefetchMock.mock.calls).toEqual([["/"], ["/"]]);
  });

  it("marks a link to the page being shown as current, unless told otherwise", () => {
    render(
      <CurrentPathContext.Provider value="/glossary/">
        <SiteLink to="/glossary/">Glossary</SiteLink>
        <SiteLink to="/branding/">Branding</SiteLink>
        <SiteLink to="/glossary/" aria-current={undefined}>
          Terms
        </SiteLink>
      </CurrentPathContext.Provider>,
    );
    expect(screen.getByRole("link", { name: "Glossary" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Branding" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Terms" })).not.toHaveAttribute("aria-current");
  });
});
