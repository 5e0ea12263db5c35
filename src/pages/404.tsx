import * as React from "react";
import { Link } from "gatsby";
import { Seo } from "../components/Seo/Seo";

/** Shown for any path that is not a page of the site. */
export default function NotFoundPage(): React.ReactElement {
  return (
    <>
      <Seo title="Page Not Found" path="/404/" />
      <section className="not-found">
        <h1>Page Not Found</h1>
        <p>Oops! The page you are looking for has been removed or relocated.</p>
        <Link to="/" className="button">
          Go to Homepage
        </Link>
      </section>
    </>
  );
}
