import type { GatsbyConfig } from "gatsby";
import { MDX_PLUGIN_OPTIONS } from "./src/content-model/mdx-options";
import { SITE_METADATA } from "./src/site/metadata";

const config: GatsbyConfig = {
  siteMetadata: SITE_METADATA,
  trailingSlash: "always",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content`, ignore: ["**/data/**"] },
    },
    // Mdx nodes (and GraphiQL's Mdx fields); each page's HTML is compiled with the same options
    // by src/node/on-create-node.ts, so no article is a webpack module.
    { resolve: "gatsby-plugin-mdx", options: MDX_PLUGIN_OPTIONS },
    "gatsby-plugin-offline",
    // Local: CSS modules built with webpack's importModule (plugins/…/README.md).
    "gatsby-plugin-css-modules-import-module",
  ],
};

export default config;
