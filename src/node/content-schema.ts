import type { CreateSchemaCustomizationArgs, CreateResolversArgs } from "gatsby";
import { buildDirectories, type SizedFile } from "../content-model/directories";
import { combinePrintablePages, type PrintableArticle } from "../content-model/printable";
import { sidebarLabel } from "../content-model/sidebar";
import type { Anchor } from "../content-model/types";

/**
 * Explicit types (no inference) so the generated `Queries.*` types carry no needless nulls and a
 * content change can never silently change the schema.
 */
export const contentTypeDefs = /* GraphQL */ `
  "A documentation page: one content file in content/."
  type DocPage implements Node @dontInfer {
    "Source path relative to the repository, e.g. content/concepts/output.mdx."
    path: String!
    "File name without extension, e.g. output or _babel-loader."
    name: String!
    "Bytes of the content file."
    size: Int!
    extension: String!
    "Always 'file'."
    type: String!
    url: String!
    "First folder under content/; '' for top-level pages."
    section: String!
    title: String!
    description: String
    sort: Float
    group: String
    "Headings of levels 1–3 (h1 is the title): the sidebar's in-page links."
    anchors: [DocAnchor!]!
    "Every heading of the article, all levels, with its id and file line."
    headings: [DocHeading!]!
    "The article as static HTML, compiled once from the file: highlighted code, heading ids and permalinks."
    html: String!
    contributors: [String!]!
    related: [DocRelated!]!
    source: String
    edit: String
    repo: String
    "npm package and version whose options the page documents, e.g. css-loader@7.1.2."
    package: String
    "Absolute path of the content file."
    contentFilePath: String!
    "Links written in the article, with their file lines (checked by the build)."
    links: [DocLink!]!
    "The front matter's related urls, with their file lines."
    relatedLinks: [DocLink!]!
    "Every code block of the article, with its language, meta and opening line."
    codeBlocks: [DocCodeBlock!]!
    "The article's text split at its h2/h3 headings: the search index's documents."
    searchSections: [DocSearchSection!]!
    "The page as CommonMark + GFM (# title, description, article; absolute links, no HTML), compiled from the same syntax tree as html: its Markdown twin."
    markdown: String!
    "Site path of the Markdown twin, e.g. /concepts/output.md (/concepts/index.md for a section's index)."
    markdownUrl: String!
    "Digest of the compiler that made html and the other derived fields."
    compilerFingerprint: String!
    "Content-model problems; the build fails while any page has one."
    problems: [DocProblem!]!
  }
  type DocAnchor {
    title: String!
    id: String!
    level: Int!
  }
  "A heading; code is true when its whole text is one code span (an option path)."
  type DocHeading {
    title: String!
    id: String!
    level: Int!
    line: Int!
    code: Boolean!
  }
  type DocCodeBlock {
    language: String!
    meta: String!
    code: String!
    line: Int!
  }
  "Text under a heading: anchor is the heading's id (null for the introduction)."
  type DocSearchSection {
    anchor: String
    lvl2: String
    lvl3: String
    text: String!
  }
  type DocRelated {
    title: String!
    url: String!
  }
  type DocLink {
    url: String!
    line: Int!
  }
  type DocProblem {
    file: String!
    line: Int
    message: String!
  }

  "A page on its section's combined printable page (src/content-model/printable.ts)."
  type PrintableArticle {
    "Id of the page's title on the combined page: its slug, which prefixes its other ids."
    id: String!
    title: String!
    "The page's h2 headings, with their ids on the combined page: its table of contents."
    sections: [PrintableSection!]!
    "The article with its ids prefixed, its links landing on the combined page, headings a level down."
    html: String!
  }
  type PrintableSection {
    title: String!
    id: String!
  }

  type Site implements Node {
    siteMetadata: SiteSiteMetadata!
  }
  type SiteSiteMetadata {
    title: String!
    description: String!
    siteUrl: String!
    repository: String!
    "'Edit Document' links: this prefix plus the page's path in the repository."
    editBaseUrl: String!
  }

  "A folder of content/: size is the total bytes of every file below it."
  type ContentDirectory {
    path: String!
    name: String!
    "Paths of the files and folders directly inside it."
    children: [String!]!
    size: Int!
    type: String!
    url: String!
  }
`;

/** Registers the content model's GraphQL types. */
export function createContentTypes({ actions }: Pick<CreateSchemaCustomizationArgs, "actions">): void {
  actions.createTypes(contentTypeDefs);
}

interface ContentFileNode {
  relativePath: string;
  size: number;
}

/** What the resolvers read of the nodes they look up. */
interface NodeModel {
  findAll: (args: unknown) => Promise<{ entries: Iterable<ContentFileNode> }>;
  getNodeById: (args: { id: string; type: string }) => Promise<PrintableDocPage | null> | PrintableDocPage | null;
}

/** The fields of a DocPage node a printable page combines. */
interface PrintableDocPage {
  url: string;
  title: string;
  name: string;
  html: string;
  anchors: Anchor[];
}

/** A printable page's articles, from its pages' ids in sidebar order (looked up, so Gatsby re-runs the query when one changes). */
async function printableArticles(ids: readonly string[], nodeModel: NodeModel): Promise<PrintableArticle[]> {
  const pages = await Promise.all(
    ids.map(async (id) => {
      const page = await nodeModel.getNodeById({ id, type: "DocPage" });
      if (!page) throw new Error(`printable page: no DocPage with id ${id}`);
      return page;
    }),
  );
  return combinePrintablePages(
    pages.map((page) => ({ url: page.url, title: sidebarLabel(page), html: page.html, anchors: page.anchors })),
  );
}

/**
 * Directory entries are computed from the File nodes on each query, so they never go stale; a
 * printable page's articles from its pages' nodes.
 */
export function createContentResolvers({ createResolvers: register }: CreateResolversArgs): void {
  const directories = async (context: { nodeModel: NodeModel }) => {
    const { entries } = await context.nodeModel.findAll({
      type: "File",
      query: { filter: { sourceInstanceName: { eq: "content" } } },
    });
    const files: SizedFile[] = [...entries].map((file) => ({ path: file.relativePath, size: file.size }));
    return buildDirectories(files);
  };
  register({
    Query: {
      allContentDirectory: {
        type: "[ContentDirectory!]!",
        resolve: (_source: unknown, _args: unknown, context: Parameters<typeof directories>[0]) => directories(context),
      },
      contentDirectory: {
        type: "ContentDirectory",
        args: { path: "String!" },
        resolve: async (_source: unknown, args: { path: string }, context: Parameters<typeof directories>[0]) =>
          (await directories(context)).find((entry) => entry.path === args.path.replace(/^\/|\/$/g, "")) ?? null,
      },
      printableArticles: {
        type: "[PrintableArticle!]!",
        args: { ids: "[String!]!" },
        resolve: (_source: unknown, args: { ids: string[] }, context: { nodeModel: NodeModel }) =>
          printableArticles(args.ids, context.nodeModel),
      },
    },
  });
}
