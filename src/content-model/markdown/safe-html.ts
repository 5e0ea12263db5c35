import type { Element, Properties, Root } from "hast";
import type { Node, Parent } from "unist";

/** Elements that run code or change the page around the article: no content file needs them. */
export const FORBIDDEN_ELEMENTS = new Set([
  "applet",
  "base",
  "embed",
  "form",
  "frame",
  "frameset",
  "iframe",
  "link",
  "meta",
  "noscript",
  "object",
  "script",
  "style",
]);

/** Attributes whose value the browser follows or loads as a URL. */
const URL_ATTRIBUTES = new Set([
  "action",
  "background",
  "cite",
  "codebase",
  "data",
  "formaction",
  "href",
  "longdesc",
  "manifest",
  "ping",
  "poster",
  "src",
  "srcset",
  "usemap",
  "xlink:href",
  "xlinkhref",
]);

/** The schemes a link or source may use; site paths, #anchors and relative paths have none. */
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto"]);

/**
 * The scheme of URL as a browser reads it (leading spaces and control characters dropped, tabs
 * and line breaks removed anywhere), lower-cased; null when it has none.
 */
export function urlScheme(url: string): string | null {
  // eslint-disable-next-line no-control-regex -- browsers ignore these characters in URLs
  const cleaned = url.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, "");
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1].toLowerCase() ?? null;
}

/** Whether a link or source to URL may be in an article: no `javascript:`, `data:` and the like. */
export function isSafeUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === null || ALLOWED_SCHEMES.has(scheme);
}

const attributeName = (name: string) => name.toLowerCase();

/** Why ELEMENT may not be in an article, one reason per offending part; empty when it may. */
export function unsafeParts(tagName: string, properties: Properties = {}): string[] {
  if (FORBIDDEN_ELEMENTS.has(tagName)) {
    return [`<${tagName}> is not allowed in content: articles are static HTML, with no code or page-level elements`];
  }
  const reasons: string[] = [];
  for (const [name, value] of Object.entries(properties)) {
    const attribute = attributeName(name);
    if (attribute.startsWith("on")) {
      reasons.push(`<${tagName} ${name}>: event handler attributes run code, which content may not`);
    } else if (URL_ATTRIBUTES.has(attribute)) {
      const urls = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === "string");
      const unsafe = urls.find((url) => !isSafeUrl(url));
      if (unsafe !== undefined) {
        reasons.push(
          `<${tagName} ${name}="${unsafe}">: links and sources may be site paths, #anchors, http(s) or mailto URLs only`,
        );
      }
    }
  }
  return reasons;
}

/** Calls REPORT for every element of TREE that may not be in an article, with the element. */
export function findUnsafeElements(tree: Root, report: (element: Element, reason: string) => void): void {
  const walk = (node: Node) => {
    if (node.type === "element") {
      const element = node as Element;
      for (const reason of unsafeParts(element.tagName, element.properties)) report(element, reason);
    }
    if ("children" in node) (node as Parent).children.forEach(walk);
  };
  walk(tree);
}
