import * as React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { Seo } from "../components/Seo/Seo";

/** The organization page (the project list is its own issue). */
export default function OrganizationPage({ location }: PageProps): React.ReactElement {
  return (
    <Layout pathname={location.pathname}>
      <Seo title="The Organization" path="/organization/" />
      <h1>The Organization</h1>
      <p>The list of projects in the webpack ecosystem is not available yet.</p>
    </Layout>
  );
}
