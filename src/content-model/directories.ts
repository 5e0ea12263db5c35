/** A content file as the directory tree needs it. */
export interface SizedFile {
  /** Path relative to content/, with "/" separators. */
  path: string;
  size: number;
}

/** A directory entry's size is the total bytes of everything below it. */
export interface DirectoryEntry {
  path: string;
  name: string;
  /** Relative paths of direct children (files and folders). */
  children: string[];
  size: number;
  type: "directory";
  url: string;
}

/** Every folder of the content tree (the root is path ""), with summed sizes and direct children. */
export function buildDirectories(files: SizedFile[]): DirectoryEntry[] {
  const directories = new Map<string, DirectoryEntry>();
  const ensure = (path: string): DirectoryEntry => {
    let entry = directories.get(path);
    if (!entry) {
      const name = path.split("/").pop() ?? "";
      entry = { path, name, children: [], size: 0, type: "directory", url: path ? `/${path}/` : "/" };
      directories.set(path, entry);
    }
    return entry;
  };
  for (const file of files) {
    const segments = file.path.split("/");
    let child = file.path;
    for (let depth = segments.length - 1; depth >= 0; depth--) {
      const folder = ensure(segments.slice(0, depth).join("/"));
      folder.size += file.size;
      if (!folder.children.includes(child)) folder.children.push(child);
      child = folder.path;
    }
  }
  return [...directories.values()]
    .map((entry) => ({ ...entry, children: [...entry.children].sort() }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
