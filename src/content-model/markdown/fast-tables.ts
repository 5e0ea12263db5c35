import type { AlignType, Content, PhrasingContent, Root as MdastRoot, Table, TableCell, TableRow } from "mdast";
import { VFile, type ContentProcessor } from "./processor";

/** A GFM table found in the text: where it is and its cells' Markdown. */
interface TableBlock {
  /** 0-based index of the header line. */
  start: number;
  align: AlignType[];
  /** Cell texts by row, the header row first, with each row's 1-based line number. */
  rows: Array<{ line: number; cells: string[] }>;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const DELIMITER_CELL = /^\s*:?-+:?\s*$/;

/** The cells of a table row (`| a | b \| c |`), split at pipes that are not escaped. */
function splitRow(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  const body = line.trim().replace(/^\|/, "");
  for (let index = 0; index < body.length; index++) {
    const character = body[index];
    if (character === "\\" && index + 1 < body.length) {
      cell += character + body[++index];
    } else if (character === "|") {
      cells.push(cell);
      cell = "";
    } else {
      cell += character;
    }
  }
  if (cell.trim() !== "") cells.push(cell);
  return cells.map((text) => text.trim());
}

function alignOf(cell: string): AlignType {
  const left = cell.startsWith(":");
  const right = cell.endsWith(":");
  return left && right ? "center" : left ? "left" : right ? "right" : null;
}

/**
 * Tables that start a block at the top level (after a blank line, outside code fences), each row
 * on one line starting with a pipe, every row as wide as the header.
 */
function findTables(lines: readonly string[]): TableBlock[] {
  const tables: TableBlock[] = [];
  let fence: string | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null || !line.startsWith("|") || (index > 0 && lines[index - 1].trim() !== "")) continue;
    const header = splitRow(line);
    const delimiter = splitRow(lines[index + 1] ?? "");
    if (
      !lines[index + 1]?.startsWith("|") ||
      delimiter.length !== header.length ||
      !delimiter.every((cell) => DELIMITER_CELL.test(cell))
    )
      continue;
    const rows = [{ line: index + 1, cells: header }];
    let end = index + 2;
    for (; end < lines.length && lines[end].startsWith("|"); end++)
      rows.push({ line: end + 1, cells: splitRow(lines[end]) });
    if (rows.some((row) => row.cells.length !== header.length)) continue;
    tables.push({ start: index, align: delimiter.map(alignOf), rows });
    index = end - 1;
  }
  return tables;
}

const placeholder = (index: number): string => `FAST-TABLE-PLACEHOLDER-${index}`;

/** Every node of TREE placed on LINE (a cell's content comes from a document of its own). */
function placeOnLine<Node extends { position?: unknown; children?: unknown }>(node: Node, line: number): Node {
  const point = { line, column: 1 };
  node.position = { start: point, end: point };
  if (Array.isArray(node.children)) node.children.forEach((child) => placeOnLine(child as Node, line));
  return node;
}

/**
 * Parses FILE as PROCESSOR.parse does, but reads its GFM tables without micromark's table
 * extension, which needs about 10 ms per kilobyte of table: each cell is parsed as a paragraph of
 * its own (escaped pipes unescaped, as the table syntax does) and the tables are built from those.
 * Meant for generated pages made mostly of large tables. Where a cell would not read as one plain
 * paragraph, or a table does not fit the simple form above, the file is parsed the usual way.
 */
export function parseWithFastTables(processor: ContentProcessor, file: VFile): MdastRoot {
  try {
    return fastParse(processor, file) ?? processor.parse(file);
  } catch {
    // A cell that is not valid on its own (an MDX tag left open across cells): the usual way says where.
    return processor.parse(file);
  }
}

/** The tree of FILE with its tables built from their cells, or null where that would differ. */
function fastParse(processor: ContentProcessor, file: VFile): MdastRoot | null {
  const text = String(file.value);
  const lines = text.split("\n");
  const tables = findTables(lines);
  if (tables.length === 0) return null;
  const withoutTables = [...lines];
  tables.forEach((table, index) => {
    // The placeholder keeps the table's lines, so every other node keeps its line number.
    table.rows.forEach((row, rowIndex) => {
      withoutTables[row.line - 1] = rowIndex === 0 ? placeholder(index) : "";
    });
    withoutTables[table.start + 1] = "";
  });
  const tree = processor.parse(new VFile({ value: withoutTables.join("\n"), path: file.path }));
  const cellTexts = tables.flatMap((table) => table.rows.flatMap((row) => row.cells.filter((cell) => cell !== "")));
  const cellTree = processor.parse(
    new VFile({ value: cellTexts.map((cell) => cell.replace(/\\\|/g, "|")).join("\n\n") }),
  );
  const paragraphs = cellTree.children;
  if (paragraphs.length !== cellTexts.length || paragraphs.some((node) => node.type !== "paragraph")) return null;
  let next = 0;
  const built = tables.map((table): Table => {
    const rows = table.rows.map((row): TableRow => {
      const cells = row.cells.map((cell): TableCell => {
        const children = cell === "" ? [] : (paragraphs[next++] as { children: PhrasingContent[] }).children;
        return placeOnLine({ type: "tableCell", children }, row.line);
      });
      return placeOnLine({ type: "tableRow", children: cells }, row.line);
    });
    const last = table.rows[table.rows.length - 1].line;
    return {
      type: "table",
      align: table.align,
      children: rows,
      position: { start: { line: table.start + 1, column: 1 }, end: { line: last, column: 1 } },
    };
  });
  let placed = 0;
  const children = tree.children.map((node): Content => {
    const only = node.type === "paragraph" && node.children.length === 1 ? node.children[0] : null;
    const match = only?.type === "text" ? /^FAST-TABLE-PLACEHOLDER-(\d+)$/.exec(only.value) : null;
    if (!match) return node;
    placed++;
    return built[Number(match[1])];
  });
  return placed === built.length ? { ...tree, children } : null;
}

/** PROCESSOR, parsing with parseWithFastTables. */
export function withFastTables(processor: ContentProcessor): ContentProcessor {
  return { ...processor, parse: (file) => parseWithFastTables(processor, file) };
}
