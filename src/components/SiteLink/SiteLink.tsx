import * as React from "react";
import { navigate, prefetchPathname } from "gatsby";
import { isPlainLeftClick } from "../../site/plain-click";

/** The path of the page being shown, where the page chrome knows it; links to it are marked current. */
export const CurrentPathContext = React.createContext<string | null>(null);

export type SiteLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path on this site, e.g. "/concepts/" or "/#support-the-team". */
  to: string;
};

/**
 * A link to a page of this site: a plain anchor that opens the page through Gatsby's router on a
 * plain left click, and fetches the page's data when the pointer rests on it or it takes focus.
 * Gatsby's Link does the same through several components and an IntersectionObserver per link;
 * the page chrome holds about forty links, and every first load hydrates and mounts them all.
 * A link to the page being shown is marked `aria-current="page"` unless the caller says otherwise.
 */
export const SiteLink = React.forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink(
  { to, children, onClick, onMouseEnter, onFocus, ...anchorProps },
  ref,
) {
  const currentPath = React.useContext(CurrentPathContext);
  const prefetch = () => prefetchPathname(to.split("#")[0]);
  return (
    <a
      aria-current={to === currentPath ? "page" : undefined}
      {...anchorProps}
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.currentTarget.target || !isPlainLeftClick(event)) return;
        event.preventDefault();
        // Following a link to the page the reader is on adds no entry to the history.
        void navigate(to, { replace: to === window.location.pathname });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
    >
      {children}
    </a>
  );
});
