import type { ContentLocation } from "./types";

const EXTENSIONS = [".mdx", ".md"] as const;

/** The folder of the content files, relative to the repository. */
export const CONTENT_FOLDER = "content";

/**
 * A path under content/ as the repository has it, the way problems and "Edit Document" name files:
 * "concepts/output.mdx" → "content/concepts/output.mdx".
 */
export function repositoryPath(contentPath: string): string {
  return `${CONTENT_FOLDER}/${contentPath}`;
}

/**
 * Route and identity of a content file from its path relative to content/.
 * "concepts/index.mdx" → "/concepts/", "loaders/_babel-loader.mdx" → "/loaders/babel-loader/".
 */
export function locateContentFile(relativePath: string): ContentLocation {
  const path = relativePath.split("\\").join("/");
  const extension = EXTENSIONS.find((ext) => path.endsWith(ext));
  if (!extension) {
    throw new Error(`${path}: content files must end in .mdx or .md`);
  }
  const segments = path.slice(0, -extension.length).split("/");
  const name = segments[segments.length - 1];
  const folders = segments.slice(0, -1);
  const external = name.startsWith("_");
  const slug = external ? name.slice(1) : name;
  const routeSegments = slug === "index" ? folders : [...folders, slug];
  const url = routeSegments.length === 0 ? "/" : `/${routeSegments.join("/")}/`;
  return { path, name, extension, section: folders[0] ?? "", url, external };
}

/**
 * Where a page's Markdown twin is served: the route with `.md` for its last segment.
 * "/concepts/output/" → "/concepts/output.md"; a folder's index keeps its name, so
 * "/concepts/" → "/concepts/index.md"; "/glossary/" → "/glossary.md".
 */
export function markdownTwinUrl(location: Pick<ContentLocation, "url" | "name">): string {
  return location.name === "index" ? `${location.url}index.md` : `${location.url.replace(/\/$/, "")}.md`;
}

/** Printable route of a section; "" is the top-level pages' printable page. */
export function printableUrl(section: string): string {
  return section === "" ? "/printable/" : `/${section}/printable/`;
}

/** Splits "/a/b/#frag" into its path and fragment (without "#"). */
export function splitUrl(url: string): { path: string; hash: string | null } {
  const hashIndex = url.indexOf("#");
  if (hashIndex === -1) return { path: url, hash: null };
  return { path: url.slice(0, hashIndex), hash: url.slice(hashIndex + 1) };
}
