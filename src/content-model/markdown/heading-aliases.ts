import type { Heading as MdastHeading, PhrasingContent, Root } from "mdast";
import type { MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { Node } from "unist";
import { visit } from "unist-util-visit";

/**
 * Extra ids of a heading. A heading keeps the id github-slugger makes from its text; when that
 * text changes, links from elsewhere on the web still use the old id. Writing an empty
 * `<a id="old-id"></a>` inside the heading keeps such an id working:
 *
 *     ### `module.rules[].include` <a id="ruleinclude"></a>
 *
 * The element (and the space before it) is taken out of the heading's text, so its id, its title
 * and whether it is an option heading stay as without it, and it is rendered as an empty
 * `<span id="old-id">` at the start of the heading, where the browser scrolls to.
 */
export const HEADING_ALIAS_TYPE = "headingAlias";

/** An extra id of a heading, as the tree holds it once the plugin ran (no position: not written text). */
export interface HeadingAliasNode extends Node {
  type: typeof HEADING_ALIAS_TYPE;
  data: { alias: string; hName: "span"; hProperties: { id: string } };
  children: [];
}

/** The id of `<a id="…"></a>`: an `a` with no content and no attribute but a literal `id`. */
function aliasOf(node: Node): string | null {
  if (node.type !== "mdxJsxTextElement") return null;
  const element = node as MdxJsxTextElement;
  if (element.name !== "a" || element.children.length > 0 || element.attributes.length !== 1) return null;
  const [attribute] = element.attributes;
  if (attribute.type !== "mdxJsxAttribute" || attribute.name !== "id" || typeof attribute.value !== "string")
    return null;
  return attribute.value;
}

function aliasNode(id: string): HeadingAliasNode {
  return { type: HEADING_ALIAS_TYPE, data: { alias: id, hName: "span", hProperties: { id } }, children: [] };
}

/** Removes the whitespace an alias element leaves at either end of the heading's text. */
function trimEnds(children: PhrasingContent[]): PhrasingContent[] {
  const trimmed = [...children];
  const first = trimmed[0];
  if (first?.type === "text") first.value = first.value.replace(/^\s+/, "");
  const last = trimmed[trimmed.length - 1];
  if (last?.type === "text") last.value = last.value.replace(/\s+$/, "");
  return trimmed.filter((child) => child.type !== "text" || child.value !== "");
}

/** The extra ids written in a heading (read after the plugin ran). */
export function headingAliases(heading: MdastHeading): string[] {
  return (heading.children as Node[])
    .filter((child) => child.type === HEADING_ALIAS_TYPE)
    .map((child) => (child as HeadingAliasNode).data.alias);
}

/**
 * Remark plugin: `<a id="…"></a>` inside a heading becomes an extra id of that heading. It must
 * run before gatsby-remark-autolink-headers, which makes the heading's own id from its text.
 */
export default function remarkHeadingAliases(): (tree: Root) => void {
  return (tree) => {
    visit(tree, "heading", (heading: MdastHeading) => {
      const ids = heading.children.map(aliasOf);
      if (ids.every((id) => id === null)) return;
      const text = trimEnds(heading.children.filter((_, index) => ids[index] === null));
      const aliases = ids.filter((id): id is string => id !== null).map(aliasNode);
      heading.children = [...(aliases as unknown as PhrasingContent[]), ...text];
    });
  };
}
