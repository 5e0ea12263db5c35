import type { Element, ElementContent, Root, RootContent } from "hast";

type Parent = Root | Element;

const isBlank = (node: ElementContent): boolean =>
  (node.type === "text" || (node.type as string) === "raw") && !(node as { value: string }).value.trim();

/**
 * Empties heading permalinks (`a.anchor`): gatsby-remark-autolink-headers refuses an empty icon, so
 * it is given a blank one, and the stylesheet draws the `#`. Left in, the blank would end every
 * heading's text with a space.
 */
export default function rehypeBlankPermalinks() {
  return (tree: Root): void => {
    const visit = (node: Parent): void => {
      for (const child of node.children as Array<RootContent | ElementContent>) {
        if (child.type !== "element") continue;
        // The plugin sets `class` as one string through hProperties; other tools set className.
        const classes = String(child.properties?.className ?? child.properties?.class ?? "").split(/[\s,]+/);
        if (child.tagName === "a" && classes.includes("anchor"))
          child.children = child.children.filter((grandchild) => !isBlank(grandchild));
        else visit(child);
      }
    };
    visit(tree);
  };
}
