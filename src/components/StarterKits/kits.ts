/** One starter kit of content/data/starter-kits.json. */
export interface StarterKit {
  /** owner/name on GitHub. */
  repo: string;
  /** GitHub handle; "" when unknown. */
  maintainer: string;
  tags: readonly string[];
}

export const COLUMNS = ["name", "maintainer", "tags"] as const;
export type Column = (typeof COLUMNS)[number];
export type Direction = "ascending" | "descending";

export const COLUMN_TITLES: Record<Column, string> = { name: "Project Name", maintainer: "Maintainer", tags: "Tags" };

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

const sortKey = (kit: StarterKit, column: Column): string =>
  column === "name"
    ? kit.repo
    : column === "maintainer"
      ? kit.maintainer
      : [...kit.tags].sort(collator.compare).join(" ");

/**
 * The kits ordered by COLUMN (case-insensitive, then by repository so the order is stable); empty values
 * go last in both directions.
 */
export function sortKits(kits: readonly StarterKit[], column: Column, direction: Direction): StarterKit[] {
  const sign = direction === "ascending" ? 1 : -1;
  return [...kits].sort((a, b) => {
    const [keyA, keyB] = [sortKey(a, column), sortKey(b, column)];
    if (!keyA !== !keyB) return keyA ? -1 : 1;
    return sign * collator.compare(keyA, keyB) || collator.compare(a.repo, b.repo);
  });
}

/** The kits carrying TAG; every kit when TAG is "". */
export function filterKits(kits: readonly StarterKit[], tag: string): StarterKit[] {
  return tag ? kits.filter((kit) => kit.tags.includes(tag)) : [...kits];
}

/** Every tag in use, alphabetically. */
export function allTags(kits: readonly StarterKit[]): string[] {
  return [...new Set(kits.flatMap((kit) => kit.tags))].sort(collator.compare);
}
