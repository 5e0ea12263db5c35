import { LineCounter, parseDocument, type Node as YamlNode } from "yaml";

/**
 * Finds the line (1-based) of a value in a JSON file's text, by its path (`[3, "maintainer"]`):
 * JSON is YAML, whose parser keeps every value's place. Line 1 when the path is not there.
 */
export function jsonLineFinder(text: string): (path: ReadonlyArray<string | number>) => number {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  return (path) => {
    const range = (doc.getIn(path, true) as YamlNode | undefined)?.range;
    return range ? counter.linePos(range[0]).line : 1;
  };
}
