// Gatsby's runtime needs its generated cache; component tests use plain anchors and no GraphQL.
import * as React from "react";

module.exports = {
  graphql: jest.fn(),
  navigate: jest.fn(),
  prefetchPathname: jest.fn(),
  // Slices are stitched in by Gatsby's build; here a placeholder names the slot and its props.
  Slice: ({ alias, ...props }: { alias: string } & Record<string, unknown>) =>
    React.createElement("div", { "data-slice": alias, "data-props": JSON.stringify(props) }),
  useStaticQuery: jest.fn(() => ({
    site: {
      siteMetadata: {
        title: "webpack",
        description: "Site description",
        siteUrl: "https://example.test",
        repository: "",
        editBaseUrl: "",
      },
    },
  })),
};
