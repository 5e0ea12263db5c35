/**
 * Rewrites the start and end tags of an HTML string without parsing it into a tree. Meant for HTML
 * this project wrote itself (hast-util-to-html's output), where `<` in text and attribute values
 * is always escaped; comments and the text of raw-text elements (`<script>`, `<style>` …) are
 * passed through untouched. A tag the callback leaves as it was is kept byte for byte.
 */

/** An attribute as written: `value` entity-encoded, null for a bare attribute (`disabled`). */
export interface HtmlAttribute {
  name: string;
  value: string | null;
}

/** A start tag (`closing` false) or an end tag; `name` in lower case. */
export interface HtmlTag {
  name: string;
  closing: boolean;
  attributes: HtmlAttribute[];
  selfClosing: boolean;
}

const NAME = String.raw`[^\s"'<>\/=]+`;
const VALUE = String.raw`"[^"]*"|'[^']*'|[^\s"'=<>\x60]+`;
/** A comment, or a tag: its slash, name, attributes and self-closing slash. */
const ATTRIBUTE_LIST = String.raw`(?:\s+${NAME}(?:\s*=\s*(?:${VALUE}))?)*`;
const TAG_OR_COMMENT = new RegExp(
  String.raw`<!--[\s\S]*?-->|<(\/?)([A-Za-z][A-Za-z0-9:-]*)(${ATTRIBUTE_LIST})\s*(\/?)>`,
  "g",
);
/** One attribute: its name and its value as written, quotes included. */
const ATTRIBUTES = new RegExp(String.raw`(${NAME})(?:\s*=\s*(${VALUE}))?`, "g");

/** Elements whose content is text up to their end tag, never markup. */
const RAW_TEXT_ELEMENTS = new Set([
  "script",
  "style",
  "textarea",
  "title",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "plaintext",
]);

function parseAttributes(source: string): HtmlAttribute[] {
  return [...source.matchAll(ATTRIBUTES)].map((match) => ({
    name: match[1],
    value: match[2] === undefined ? null : match[2].replace(/^(["'])([\s\S]*)\1$/, "$2"),
  }));
}

function serializeTag(tag: HtmlTag): string {
  if (tag.closing) return `</${tag.name}>`;
  const attributes = tag.attributes
    .map(({ name, value }) => (value === null ? ` ${name}` : ` ${name}="${value.replace(/"/g, "&#x22;")}"`))
    .join("");
  return `<${tag.name}${attributes}${tag.selfClosing ? " /" : ""}>`;
}

function sameTag(a: HtmlTag, b: HtmlTag): boolean {
  return (
    a.name === b.name &&
    a.closing === b.closing &&
    a.selfClosing === b.selfClosing &&
    a.attributes.length === b.attributes.length &&
    a.attributes.every(
      (attribute, index) =>
        attribute.name === b.attributes[index].name && attribute.value === b.attributes[index].value,
    )
  );
}

/** The HTML with every tag passed through `rewrite`; the text between tags is kept as it is. */
export function rewriteTags(html: string, rewrite: (tag: HtmlTag) => HtmlTag): string {
  let output = "";
  let copiedUpTo = 0;
  TAG_OR_COMMENT.lastIndex = 0;
  for (let match = TAG_OR_COMMENT.exec(html); match; match = TAG_OR_COMMENT.exec(html)) {
    const [source, slash, name, attributes, selfClosing] = match;
    if (name === undefined) continue; // a comment
    const tag: HtmlTag = {
      name: name.toLowerCase(),
      closing: slash === "/",
      attributes: parseAttributes(attributes),
      selfClosing: selfClosing === "/",
    };
    const rewritten = rewrite(tag);
    if (!sameTag(tag, rewritten)) {
      output += html.slice(copiedUpTo, match.index) + serializeTag(rewritten);
      copiedUpTo = match.index + source.length;
    }
    if (!tag.closing && RAW_TEXT_ELEMENTS.has(tag.name)) {
      const endTag = new RegExp(`</${tag.name}[\\s/>]`, "gi");
      endTag.lastIndex = TAG_OR_COMMENT.lastIndex;
      TAG_OR_COMMENT.lastIndex = endTag.exec(html)?.index ?? html.length;
    }
  }
  return output + html.slice(copiedUpTo);
}
