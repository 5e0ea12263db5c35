import type { PluggableList } from "unified";
import rehypeBlankPermalinks from "./rehype-blank-permalinks";
import rehypeCodeBlocks from "./rehype-code-blocks";
import rehypeScrollableTables from "./rehype-scrollable-tables";
import remarkGfmWithoutAutolinks from "./markdown/gfm";
import remarkHeadingAliases from "./markdown/heading-aliases";

/** A gatsby-remark-* plugin as gatsby-config names it. */
export interface GatsbyRemarkPluginEntry {
  resolve: string;
  options?: Record<string, unknown>;
}

/** gatsby-plugin-mdx's options, as far as the content compiler reads them (a type, so it is a plugin options record). */
export type MdxPluginOptions = {
  extensions: string[];
  mdxOptions: { remarkPlugins: PluggableList; rehypePlugins: PluggableList };
  gatsbyRemarkPlugins: GatsbyRemarkPluginEntry[];
};

/**
 * The options gatsby-config gives gatsby-plugin-mdx, and the plugins the content compiler
 * (src/content-model/markdown/) runs on every page: one list, so Mdx nodes in GraphiQL and the
 * pages' HTML come from the same remark and rehype plugins.
 */
export const MDX_PLUGIN_OPTIONS: MdxPluginOptions = {
  extensions: [".mdx", ".md"],
  // remarkHeadingAliases runs before gatsby-remark-autolink-headers, which slugs the heading's text.
  mdxOptions: {
    remarkPlugins: [remarkGfmWithoutAutolinks, remarkHeadingAliases],
    rehypePlugins: [rehypeBlankPermalinks, rehypeCodeBlocks, rehypeScrollableTables],
  },
  gatsbyRemarkPlugins: [
    // A blank icon (the plugin refuses an empty one): the stylesheet draws the link's "#", so a
    // heading's permalink is one element instead of three.
    { resolve: "gatsby-remark-autolink-headers", options: { className: "anchor", isIconAfterHeader: true, icon: " " } },
  ],
};
