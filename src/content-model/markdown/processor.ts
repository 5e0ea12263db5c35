import { unified, type Processor } from "unified";
import remarkParse from "remark-parse";
import remarkFrontmatter from "remark-frontmatter";
import remarkMdx from "remark-mdx";
import remarkRehype from "remark-rehype";
import type { Root as MdastRoot } from "mdast";
import type { Root as HastRoot } from "hast";
import { VFile } from "vfile";
import type { MdxPluginOptions } from "../mdx-options";
import rehypeMdxNodes, { MDX_NODE_TYPES } from "./mdx-nodes";

/** A gatsby-remark-* plugin module: it edits the Markdown tree it is given. */
type GatsbyRemarkPlugin = (args: { markdownAST: MdastRoot }, options: Record<string, unknown>) => unknown;

/**
 * Runs a gatsby-remark-* plugin as a remark transformer, the way gatsby-plugin-mdx does. Pages
 * compile in worker threads, away from Gatsby's node store: a plugin gets the tree only (no
 * getNode, cache or reporter), which is all gatsby-remark-autolink-headers uses.
 */
function remarkGatsbyPlugin(
  this: Processor,
  settings: { plugin: GatsbyRemarkPlugin; options: Record<string, unknown> },
) {
  return async (tree: MdastRoot) => {
    await settings.plugin({ markdownAST: tree }, settings.options);
  };
}

function loadGatsbyRemarkPlugin(resolve: string): GatsbyRemarkPlugin {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- plugins are named by package, as in gatsby-config
  const loaded = require(resolve) as GatsbyRemarkPlugin | { default: GatsbyRemarkPlugin };
  const plugin = typeof loaded === "function" ? loaded : loaded.default;
  if (typeof plugin !== "function") throw new Error(`${resolve}: not a gatsby-remark plugin (no function exported)`);
  return plugin;
}

/** Compiles content files: Markdown (MDX syntax) → mdast → hast, with gatsby-plugin-mdx's plugins. */
export interface ContentProcessor {
  /** The file's Markdown tree, before any plugin ran (front matter is a `yaml` node). */
  parse(file: VFile): MdastRoot;
  /** Runs the remark plugins on TREE (editing it in place) and returns the article's hast. */
  toHast(tree: MdastRoot, file: VFile): Promise<HastRoot>;
}

/** One processor per build: plugins are loaded once and reused for every file. */
export function createContentProcessor(options: MdxPluginOptions): ContentProcessor {
  const gatsbyRemark = options.gatsbyRemarkPlugins.map(
    (entry) =>
      [remarkGatsbyPlugin, { plugin: loadGatsbyRemarkPlugin(entry.resolve), options: entry.options ?? {} }] as const,
  );
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ["yaml"])
    .use(remarkMdx)
    .use(options.mdxOptions.remarkPlugins)
    .use(gatsbyRemark as never)
    .use(remarkRehype, { allowDangerousHtml: true, passThrough: MDX_NODE_TYPES })
    .use(rehypeMdxNodes)
    .use(options.mdxOptions.rehypePlugins)
    .freeze();
  return {
    parse: (file) => processor.parse(file) as MdastRoot,
    toHast: async (tree, file) => (await processor.run(tree, file)) as HastRoot,
  };
}

export { VFile };
