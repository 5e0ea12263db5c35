import type { GatsbyConfig } from "gatsby";

const repository = "https://github.com/webpack/webpack.js.org";

const config: GatsbyConfig = {
  siteMetadata: {
    title: "webpack",
    description:
      "webpack is a module bundler. Its main purpose is to bundle JavaScript files for usage in a browser, yet it is also capable of transforming, bundling, or packaging just about any resource or asset.",
    siteUrl: "https://webpack.js.org",
    repository,
    // "Edit Document" links: this prefix plus the file's path in the repository.
    editBaseUrl: `${repository}/edit/main/`,
  },
  trailingSlash: "always",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content`, ignore: ["**/data/**"] },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx", ".md"],
        gatsbyRemarkPlugins: [
          { resolve: "gatsby-remark-autolink-headers", options: { className: "anchor", isIconAfterHeader: true } },
        ],
      },
    },
    "gatsby-plugin-offline",
  ],
};

export default config;
