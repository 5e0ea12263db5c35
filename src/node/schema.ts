import type { CreateSchemaCustomizationArgs, CreateResolversArgs } from "gatsby";
import { buildDirectories, type SizedFile } from "../content-model/directories";

/**
 * Explicit types (no inference) so the generated `Queries.*` types carry no needless nulls and a
 * content change can never silently change the schema.
 */
export const typeDefs = /* GraphQL */ `
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
    anchors: [DocAnchor!]!
    contributors: [String!]!
    related: [DocRelated!]!
    source: String
    edit: String
    repo: String
    "Absolute path of the MDX file (the doc template renders it)."
    contentFilePath: String!
    "Ids of every heading on the page (all levels), for link checks."
    headingIds: [String!]!
    links: [DocLink!]!
    relatedLinks: [DocLink!]!
    "Content-model problems; the build fails while any page has one."
    problems: [DocProblem!]!
  }
  type DocAnchor { title: String!, id: String!, level: Int! }
  type DocRelated { title: String!, url: String! }
  type DocLink { url: String!, line: Int! }
  type DocProblem { file: String!, line: Int, message: String! }

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
export function createSchemaCustomization({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(typeDefs);
}

interface ContentFileNode {
  relativePath: string;
  size: number;
}

/** Directory entries are computed from the File nodes on each query, so they never go stale. */
export function createResolvers({ createResolvers: register }: CreateResolversArgs): void {
  const directories = async (context: { nodeModel: { findAll: (args: unknown) => Promise<{ entries: Iterable<ContentFileNode> }> } }) => {
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
    },
  });
}
