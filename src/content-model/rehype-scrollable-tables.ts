import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { SCROLL_REGION_CLASS } from "../site/scroll-region";

/** Class of the figure that holds a table and scrolls it sideways when it is wider than the page. */
export const TABLE_SCROLL_CLASS = "table-scroll";

const isElement = (node: Root["children"][number] | Element["children"][number]): node is Element =>
  node.type === "element";

/** The table's first row of header cells, as text. */
function columnHeadings(table: Element): string[] {
  const rows: Element[] = [];
  const collectRows = (node: Element): void => {
    for (const child of node.children.filter(isElement)) {
      if (child.tagName === "tr") rows.push(child);
      else if (["thead", "tbody", "tfoot"].includes(child.tagName)) collectRows(child);
    }
  };
  collectRows(table);
  const cells = rows[0]?.children.filter(isElement).filter((cell) => cell.tagName === "th") ?? [];
  return cells.map((cell) => toString(cell).replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** A table's accessible name, from its column headings: "Table: Option, Type, Default". */
export function tableName(table: Element): string {
  const headings = columnHeadings(table);
  return headings.length > 0 ? `Table: ${headings.join(", ")}` : "Table";
}

function scrollableTable(table: Element): Element {
  return {
    type: "element",
    tagName: "figure",
    properties: {
      className: [TABLE_SCROLL_CLASS, SCROLL_REGION_CLASS],
      tabIndex: 0,
      ariaLabel: tableName(table),
    },
    children: [table],
  };
}

function walk(node: Root | Element): void {
  node.children.forEach((child, index) => {
    if (!isElement(child)) return;
    if (child.tagName === "table") node.children[index] = scrollableTable(child);
    else walk(child);
  });
}

/**
 * Rehype plugin: every table sits in a figure that scrolls it sideways when it is wider than the
 * page, named after its columns and in the tab order, so keyboard users can scroll it too.
 */
export default function rehypeScrollableTables(): (tree: Root) => void {
  return (tree) => walk(tree);
}
