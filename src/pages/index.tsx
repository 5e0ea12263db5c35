import * as React from "react";
import { Link, type PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { Seo } from "../components/Seo/Seo";

/** Home page (the full splash comes with its own issue). */
export default function HomePage({ location }: PageProps): React.ReactElement {
  return (
    <Layout pathname={location.pathname}>
      <Seo path="/" />
      <section className="splash">
        <h1>bundle your assets</h1>
        <p>
          webpack takes modules with dependencies — JavaScript, styles, images and more — and turns them into
          static assets a browser can load.
        </p>
        <p>
          <Link to="/guides/getting-started/" className="button">Get Started</Link>{" "}
          <Link to="/concepts/">Read the concepts</Link>
        </p>
      </section>
    </Layout>
  );
}
