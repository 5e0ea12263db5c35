import type { Element, ElementContent } from "hast";
import { toHtml } from "hast-util-to-html";
import { CODE_BLOCK_CLASSES } from "../site/code-block-classes";
import { SCROLL_REGION_CLASS } from "../site/scroll-region";
import { codeBlockName } from "./code-block-name";
import { highlightToHast } from "./highlight";

/** What a code block shows: the code, its fence language and an optional file name. */
export interface CodeBlockSource {
  code: string;
  language: string;
  title?: string;
}

const element = (tagName: string, properties: Element["properties"], children: ElementContent[]): Element => ({
  type: "element",
  tagName,
  properties,
  children,
});

/**
 * The markup of a code block: an optional file-name title, the highlighted code in a `<pre>` and
 * a copy button. Long lines scroll sideways, so the `<pre>` is a figure named after its file or
 * language that keyboard users can focus (and scroll). The button is disabled in the HTML and
 * enabled by the page's script, so a click before it runs is never silently lost.
 */
export function codeBlockElement({ code, language, title }: CodeBlockSource): Element {
  const languageClass = language ? [`language-${language}`] : [];
  const pre = element(
    "pre",
    {
      className: [...languageClass, SCROLL_REGION_CLASS],
      dataLanguage: language || undefined,
      tabIndex: 0,
      role: "figure",
      ariaLabel: codeBlockName({ language, title }),
    },
    [element("code", { className: languageClass }, highlightToHast(code, language))],
  );
  const copy = element(
    "button",
    { type: "button", className: [CODE_BLOCK_CLASSES.copy, "no-print"], ariaLabel: "Copy code", disabled: true },
    [element("span", { ariaLive: "polite" }, [{ type: "text", value: "Copy" }])],
  );
  const titleBar = title
    ? [element("div", { className: [CODE_BLOCK_CLASSES.title] }, [{ type: "text", value: title }])]
    : [];
  return element("div", { className: [CODE_BLOCK_CLASSES.block], dataLanguage: language || undefined }, [
    ...titleBar,
    element("div", { className: [CODE_BLOCK_CLASSES.body] }, [pre, copy]),
  ]);
}

/** A code block as HTML, for build-time samples outside content files (the home page). */
export function codeBlockHtml(source: CodeBlockSource): string {
  return toHtml(codeBlockElement(source));
}
