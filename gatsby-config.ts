import type { GatsbyConfig } from "gatsby";
// remark-gfm is ESM-only; Node 20.19+ loads it with require(), which the compiled config uses.
import remarkGfm from "remark-gfm";
import rehypeCodeBlocks from "./src/content-model/rehype-code-blocks";

const repository = "https://github.com/webpack/webpack.js.org";

const config: GatsbyConfig = {
  siteMetadata: {
    title: "webpack",
    description:
      "Documentation for webpack 5: learn how the bundler turns modules, styles and assets into files browsers can load, and how to configure and extend it.",
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
        mdxOptions: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeCodeBlocks] },
        gatsbyRemarkPlugins: [
          { resolve: "gatsby-remark-autolink-headers", options: { className: "anchor", isIconAfterHeader: true } },
        ],
      },
    },
    "gatsby-plugin-offline",
  ],
};

export default config;
