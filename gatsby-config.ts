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
    {
      resolve: "gatsby-plugin-offline",
      options: {
        appendScript: "src/service-worker/warm-runtime.js",
        workboxConfig: {
          // The whole list: the plugin merges arrays index by index.
          runtimeCaching: [
            // The runtime's URL is stable (src/node/stable-runtime), so it is fetched network-first,
            // and onPostBuild takes it out of the precache, which would serve it cache-first.
            { urlPattern: /\/webpack-runtime\.js$/, handler: "NetworkFirst", options: { networkTimeoutSeconds: 5 } },
            // Other scripts, styles and static/ have content hashes in their names.
            { urlPattern: /(\.js$|\.css$|static\/)/, handler: "CacheFirst" },
            { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: "StaleWhileRevalidate" },
            { urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|tiff|js|woff|woff2|json|css)$/, handler: "StaleWhileRevalidate" },
          ],
        },
      },
    },
  ],
};

export default config;
