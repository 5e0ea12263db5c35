import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { CreateSchemaCustomizationArgs, SourceNodesArgs } from "gatsby";

/** The organization page's data file (JSON; see docs/WRITING.md "Data files"). */
export const PROJECTS_FILE = resolve("content/data/projects.json");

/** One ecosystem project as the data file holds it (content/data/projects.json). */
export interface ProjectEntry {
  repo: string;
  npm: string;
  description: string;
  /** Code-host handle; "" while the project needs a maintainer. */
  maintainer: string;
}

export const projectTypeDefs = /* GraphQL */ `
  "An ecosystem project on the organization page, from content/data/projects.json."
  type Project implements Node @dontInfer {
    "owner/name on GitHub, e.g. webpack-contrib/css-loader."
    repo: String!
    "Package name on npm."
    npm: String!
    description: String!
    "GitHub handle of the maintainer; null when the project needs one."
    maintainer: String
  }
`;

/** Registers the Project node type. */
export function createProjectTypes({ actions }: Pick<CreateSchemaCustomizationArgs, "actions">): void {
  actions.createTypes(projectTypeDefs);
}

const REPO = /^[\w.-]+\/[\w.-]+$/;

/** Parses the data file's text; throws one message listing every invalid entry. */
export function parseProjects(text: string, file = "content/data/projects.json"): ProjectEntry[] {
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new Error(`${file}: expected a list of projects`);
  const problems: string[] = [];
  const seen = new Set<string>();
  const projects = data.map((entry: unknown, index): ProjectEntry => {
    const record = (typeof entry === "object" && entry !== null ? entry : {}) as Record<string, unknown>;
    const field = (name: keyof ProjectEntry, required: boolean): string => {
      const value = record[name] ?? "";
      if (typeof value !== "string" || (required && !value.trim())) problems.push(`${file}[${index}]: "${name}" must be a ${required ? "non-empty " : ""}string`);
      return typeof value === "string" ? value.trim() : "";
    };
    const project = { repo: field("repo", true), npm: field("npm", true), description: field("description", true), maintainer: field("maintainer", false) };
    if (project.repo && !REPO.test(project.repo)) problems.push(`${file}[${index}]: repo "${project.repo}" is not owner/name`);
    if (seen.has(project.repo)) problems.push(`${file}[${index}]: repo "${project.repo}" is listed twice`);
    seen.add(project.repo);
    return project;
  });
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return projects;
}

/** Creates one Project node per entry of the data file; a malformed file fails the build. */
export function sourceNodes({ actions, createNodeId, createContentDigest, reporter }: SourceNodesArgs): void {
  let projects: ProjectEntry[];
  try {
    projects = parseProjects(readFileSync(PROJECTS_FILE, "utf8"));
  } catch (error) {
    reporter.panicOnBuild(`Organization projects: ${(error as Error).message}`);
    return;
  }
  for (const project of projects) {
    const fields = { ...project, maintainer: project.maintainer || null };
    actions.createNode({
      ...fields,
      id: createNodeId(`project-${project.repo}`),
      internal: { type: "Project", contentDigest: createContentDigest(fields) },
    });
  }
}
