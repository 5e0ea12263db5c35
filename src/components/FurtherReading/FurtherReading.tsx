import * as React from "react";
import { SiteLink } from "../SiteLink/SiteLink";
import type { RelatedLink } from "../../site/page-context";

export interface FurtherReadingProps {
  related: readonly RelatedLink[];
}

/** The page's `related` links; nothing when it has none. */
export function FurtherReading({ related }: FurtherReadingProps): React.ReactElement | null {
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="further-reading">
      <h2 id="further-reading">Further Reading</h2>
      <ul>
        {related.map((link) => (
          <li key={link.url}>
            {link.url.startsWith("/") ? (
              <SiteLink to={link.url}>{link.title}</SiteLink>
            ) : (
              <a href={link.url}>{link.title}</a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
