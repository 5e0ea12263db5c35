import * as React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { Seo } from "../components/Seo/Seo";

/** Vote page: readers will vote on documentation topics here (the vote app is its own issue). */
export default function VotePage({ location }: PageProps): React.ReactElement {
  return (
    <Layout pathname={location.pathname}>
      <Seo title="Vote" path="/vote/" />
      <h1>Vote</h1>
      <p>Voting on documentation topics is not available yet.</p>
    </Layout>
  );
}
