import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { CreateSchemaCustomizationArgs, SourceNodesArgs } from "gatsby";
import { NPM_PACKAGE_NAME, isCodeHostHandle } from "../content-model/handles";
import { jsonLineFinder } from "../content-model/json-lines";
import { repositoryPath } from "../content-model/paths";

/** The organization page's data file (JSON; see docs/WRITING.md "Data files"). */
const PROJECTS_FILE = repositoryPath("data/projects.json");

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

/**
 * Parses the data file's text; throws one message listing every invalid entry as `file:line`.
 * Repository, package and maintainer become links on the organization page, so each must have
 * its own form (owner/name, an npm name, a code-host handle); the description is shown as text.
 */
export function parseProjects(text: string, file = PROJECTS_FILE): ProjectEntry[] {
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new Error(`${file}:1: expected a list of projects`);
  const lineOf = jsonLineFinder(text);
  const problems: string[] = [];
  const seen = new Set<string>();
  const projects = data.map((entry: unknown, index): ProjectEntry => {
    const record = (typeof entry === "object" && entry !== null ? entry : {}) as Record<string, unknown>;
    const report = (name: keyof ProjectEntry | null, message: string) =>
      problems.push(`${file}:${lineOf(name && name in record ? [index, name] : [index])}: ${message}`);
    const field = (name: keyof ProjectEntry, required: boolean): string => {
      const value = record[name] ?? "";
      if (typeof value !== "string" || (required && !value.trim()))
        report(name, `"${name}" must be a ${required ? "non-empty " : ""}string`);
      return typeof value === "string" ? value.trim() : "";
    };
    const project = {
      repo: field("repo", true),
      npm: field("npm", true),
      description: field("description", true),
      maintainer: field("maintainer", false),
    };
    if (project.repo && !REPO.test(project.repo))
      report("repo", `repo ${JSON.stringify(project.repo)} is not owner/name`);
    if (project.npm && !NPM_PACKAGE_NAME.test(project.npm))
      report("npm", `npm ${JSON.stringify(project.npm)} is not an npm package name`);
    if (project.maintainer && !isCodeHostHandle(project.maintainer)) {
      report(
        "maintainer",
        `maintainer ${JSON.stringify(project.maintainer)} is not a code-host handle (letters, digits and hyphens)`,
      );
    }
    if (seen.has(project.repo)) report("repo", `repo ${JSON.stringify(project.repo)} is listed twice`);
    seen.add(project.repo);
    return project;
  });
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return projects;
}

/** Creates one Project node per entry of the data file; a malformed file fails the build. */
export function sourceProjects({ actions, createNodeId, createContentDigest, reporter }: SourceNodesArgs): void {
  let projects: ProjectEntry[];
  try {
    projects = parseProjects(readFileSync(resolve(PROJECTS_FILE), "utf8"));
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
