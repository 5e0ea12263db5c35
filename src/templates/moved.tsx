import * as React from "react";
import type { PageProps } from "gatsby";
import { SiteLink } from "../components/SiteLink/SiteLink";
import { SpecialPage } from "../components/SpecialPage/SpecialPage";
import { MOVED_PAGE_SCRIPT } from "../site/moved-pages";

interface MovedContext {
  to: string;
}

/**
 * An address webpack.js.org had for a page that is a section of another page here: the script in
 * the pre-rendered HTML goes on at once (keeping the link's #fragment); the link is for readers
 * without scripts and for the moment before.
 */
export default function MovedPage({ pageContext, location }: PageProps<object, MovedContext>): React.ReactElement {
  return (
    <SpecialPage title="Moved" path={location.pathname}>
      <p>
        This page is now part of <SiteLink to={pageContext.to}>another page</SiteLink>.
      </p>
      <script data-to={pageContext.to} dangerouslySetInnerHTML={{ __html: MOVED_PAGE_SCRIPT }} />
    </SpecialPage>
  );
}
