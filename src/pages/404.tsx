import * as React from "react";
import { SiteLink } from "../components/SiteLink/SiteLink";
import { SpecialPage } from "../components/SpecialPage/SpecialPage";

/** Shown for any path that is not a page of the site. */
export default function NotFoundPage(): React.ReactElement {
  return (
    <SpecialPage title="Page Not Found" path="/404/">
      <p>Oops! The page you are looking for has been removed or relocated.</p>
      <SiteLink to="/" className="button">
        Go to Homepage
      </SiteLink>
    </SpecialPage>
  );
}
