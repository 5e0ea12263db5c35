import * as React from "react";
import {
  COLUMNS,
  COLUMN_TITLES,
  allTags,
  filterKits,
  sortKits,
  type Column,
  type Direction,
  type StarterKit,
} from "./kits";
import * as styles from "./StarterKits.module.css";

/** The starter kits as a table sortable by each column and filterable by tag. */
export function StarterKitsTable({ kits }: { kits: readonly StarterKit[] }): React.ReactElement {
  const [sort, setSort] = React.useState<{ column: Column; direction: Direction }>({
    column: "name",
    direction: "ascending",
  });
  const [tag, setTag] = React.useState("");
  const tags = React.useMemo(() => allTags(kits), [kits]);
  const rows = sortKits(filterKits(kits, tag), sort.column, sort.direction);
  const sortBy = (column: Column) =>
    setSort((current) => ({
      column,
      direction: current.column === column && current.direction === "ascending" ? "descending" : "ascending",
    }));

  return (
    <div className={styles.kits}>
      <div className={styles.toolbar}>
        <label className={styles.filter}>
          Filter by tag{" "}
          <select value={tag} onChange={(event) => setTag(event.target.value)}>
            <option value="">All tags</option>
            {tags.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.count} aria-live="polite">
          Showing {rows.length} of {kits.length} starter kits{tag ? ` tagged “${tag}”` : ""}
        </p>
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              {COLUMNS.map((column) => {
                const active = sort.column === column;
                return (
                  <th key={column} scope="col" aria-sort={active ? sort.direction : undefined}>
                    <button type="button" className={styles.sortButton} onClick={() => sortBy(column)}>
                      {COLUMN_TITLES[column]}
                      <span className={styles.arrow} aria-hidden="true">
                        {active ? (sort.direction === "ascending" ? "▲" : "▼") : "↕"}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((kit) => (
              <tr key={kit.repo}>
                <td>
                  <a href={`https://github.com/${kit.repo}`}>{kit.repo}</a>
                </td>
                <td data-label="Maintainer">
                  {kit.maintainer ? (
                    <a href={`https://github.com/${kit.maintainer}`}>{kit.maintainer}</a>
                  ) : (
                    <span className={styles.none}>unknown</span>
                  )}
                </td>
                <td data-label="Tags">
                  <ul className={styles.tags} aria-label={`Tags of ${kit.repo}`}>
                    {kit.tags.map((name) => (
                      <li key={name}>
                        <button
                          type="button"
                          className={name === tag ? `${styles.tag} ${styles.tagActive}` : styles.tag}
                          aria-pressed={name === tag}
                          title={name === tag ? "Show all starter kits" : `Show only kits tagged ${name}`}
                          onClick={() => setTag(name === tag ? "" : name)}
                        >
                          {name}
                        </button>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
