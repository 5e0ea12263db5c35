import * as React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { Seo } from "../components/Seo/Seo";

/** Starter kits page (the table is its own issue). */
export default function StarterKitsPage({ location }: PageProps): React.ReactElement {
  return (
    <Layout pathname={location.pathname}>
      <Seo title="Starter Kits" path="/starter-kits/" />
      <h1>Starter Kits</h1>
      <p>
        Boilerplates listed here are proofs of concept maintained by their authors. They are not officially
        supported by the webpack team; please report issues to their maintainers.
      </p>
      <p>The list of starter kits is not available yet.</p>
    </Layout>
  );
}
