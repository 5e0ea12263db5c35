import type {
  BlockContent,
  Content,
  DefinitionContent,
  Heading,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  StaticPhrasingContent,
  Strong,
} from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { toMarkdown } from "mdast-util-to-markdown";
import { gfmToMarkdown } from "mdast-util-gfm";
import { toString } from "mdast-util-to-string";
import { isInternalUrl } from "../links";
import { titleFromMeta } from "../rehype-code-blocks";

// A page's Markdown twin: the article as plain CommonMark + GFM for readers that want text, not a
// web page (language models, `curl`, copy and paste). It is written from the same syntax tree the
// HTML comes from, after the remark plugins ran, so it says what the page says.

/** What the twin needs besides the tree. */
export interface MarkdownTwinOptions {
  /** Front matter title: the twin's `# h1`. */
  title: string;
  /** Front matter description: a paragraph under the title. */
  description?: string | null;
  /** Origin that site paths are resolved against, e.g. https://webpack.js.org (no trailing slash). */
  siteUrl: string;
  /** The page's route, e.g. /concepts/output/: `#anchor` links resolve against it. */
  pageUrl: string;
}

type Context = "flow" | "phrasing";
type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const PHRASING_TYPES = new Set([
  "text",
  "emphasis",
  "strong",
  "delete",
  "inlineCode",
  "break",
  "link",
  "image",
  "linkReference",
  "imageReference",
  "footnoteReference",
]);
/** Containers whose children are blocks; every other parent holds phrasing (or rows and cells). */
const FLOW_CONTAINERS = new Set(["blockquote", "listItem", "footnoteDefinition"]);
/** HTML elements that show nothing readable in text. */
const SILENT_ELEMENTS = new Set([
  "script",
  "style",
  "svg",
  "noscript",
  "template",
  "head",
  "meta",
  "link",
  "input",
  "button",
  "form",
]);
/** Embedded media: in text, a link to what they embed. */
const EMBEDS = new Set(["iframe", "video", "audio", "source", "embed"]);

const isPhrasing = (node: Content): node is PhrasingContent => PHRASING_TYPES.has(node.type);
const isJsx = (node: Content): node is JsxElement =>
  node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";
const isBlank = (node: PhrasingContent): boolean =>
  (node.type === "text" && node.value.trim() === "") || node.type === "break";

/** A JSX attribute written as a literal string (the only kind the compiler accepts). */
function attribute(node: JsxElement, name: string): string | undefined {
  const found = node.attributes.find((entry) => entry.type === "mdxJsxAttribute" && entry.name === name);
  return found && typeof found.value === "string" ? found.value : undefined;
}

/** Strong inside strong (a bold word in a <summary>) would print as `****`: keep the outer one. */
function unnestStrong(children: PhrasingContent[]): PhrasingContent[] {
  return children.flatMap((child) => (child.type === "strong" ? unnestStrong(child.children) : [child]));
}

class TwinWriter {
  constructor(private readonly options: MarkdownTwinOptions) {}

  /** Site paths and in-page anchors as absolute URLs: a twin is read away from the site. */
  url(url: string): string {
    if (url.startsWith("#")) return `${this.options.siteUrl}${this.options.pageUrl}${url}`;
    return isInternalUrl(url) ? `${this.options.siteUrl}${url}` : url;
  }

  /** Block content: converted children, runs of inline content wrapped in paragraphs. */
  flow(children: readonly Content[]): Array<BlockContent | DefinitionContent> {
    const blocks: Array<BlockContent | DefinitionContent> = [];
    let run: PhrasingContent[] = [];
    const endRun = () => {
      if (run.some((node) => !isBlank(node))) blocks.push({ type: "paragraph", children: run } satisfies Paragraph);
      run = [];
    };
    for (const node of children.flatMap((child) => this.convert(child, "flow"))) {
      if (isPhrasing(node)) run.push(node);
      else {
        endRun();
        // Flow children convert to flow nodes (list items and rows only come from their parents).
        blocks.push(node as BlockContent | DefinitionContent);
      }
    }
    endRun();
    return blocks;
  }

  /** Inline content: converted children, blocks met inside text flattened to their text. */
  phrasing(children: readonly Content[]): PhrasingContent[] {
    return children
      .flatMap((child) => this.convert(child, "phrasing"))
      .flatMap((node): PhrasingContent[] => {
        if (isPhrasing(node)) return [node];
        if (node.type === "paragraph" || node.type === "heading") return node.children;
        const text = toString(node);
        return text ? [{ type: "text", value: text }] : [];
      });
  }

  /** A link's text: a link inside a link keeps its text only. */
  linkText(children: readonly Content[]): StaticPhrasingContent[] {
    return this.phrasing(children).flatMap((node): StaticPhrasingContent[] =>
      node.type === "link" || node.type === "linkReference" ? this.linkText(node.children) : [node],
    );
  }

  convert(node: Content, context: Context): Content[] {
    switch (node.type) {
      case "yaml":
      case "html":
      case "mdxjsEsm":
      case "mdxFlowExpression":
      case "mdxTextExpression":
        // Front matter becomes the title; comments and code never reach the reader.
        return [];
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        return this.element(node, context);
      case "heading": {
        // A fresh node: the heading's id (data.hProperties) is an HTML matter, not Markdown.
        const children = this.phrasing(node.children);
        return children.length > 0 ? [{ type: "heading", depth: node.depth, children } satisfies Heading] : [];
      }
      case "link":
        // A link without text is the heading permalink gatsby-remark-autolink-headers adds.
        if (node.children.length === 0) return [];
        return [{ ...node, url: this.url(node.url), children: this.linkText(node.children) }];
      case "definition":
      case "image":
        return [{ ...node, url: this.url(node.url) }];
      case "code": {
        // The fence keeps its language only; the file name the page shows above the block is a
        // bold line here, and test flags (validate, example) are the site's business.
        const title = titleFromMeta(node.meta ?? undefined);
        const code: Content = { type: "code", lang: node.lang ?? null, meta: null, value: node.value };
        return title
          ? [{ type: "paragraph", children: [{ type: "strong", children: [{ type: "text", value: title }] }] }, code]
          : [code];
      }
      case "list":
        return [
          {
            ...node,
            children: node.children
              .flatMap((item) => this.convert(item, "flow"))
              .filter((item): item is ListItem => item.type === "listItem"),
          },
        ];
      case "table":
      case "tableRow":
        return [{ ...node, children: node.children.flatMap((child) => this.convert(child, "flow")) } as Content];
      case "paragraph": {
        const children = this.phrasing(node.children);
        return children.some((child) => !isBlank(child)) ? [{ ...node, children }] : [];
      }
      default:
        if (!("children" in node)) return [node];
        if (FLOW_CONTAINERS.has(node.type)) return [{ ...node, children: this.flow(node.children) } as Content];
        return [{ ...node, children: this.phrasing(node.children) } as Content];
    }
  }

  /** What an HTML element written in the page means in Markdown. */
  element(node: JsxElement, context: Context): Content[] {
    const name = node.name ?? "";
    const children = node.children as Content[];
    const inline = (): Content[] => this.phrasing(children);
    const block = (): Content[] => (context === "flow" ? this.flow(children) : inline());
    if (SILENT_ELEMENTS.has(name)) return [];
    if (EMBEDS.has(name)) {
      const src = attribute(node, "src");
      return src
        ? [
            {
              type: "link",
              url: this.url(src),
              title: null,
              children: [{ type: "text", value: attribute(node, "title") ?? src }],
            },
          ]
        : [];
    }
    switch (name) {
      case "br":
        return context === "phrasing" ? [{ type: "break" }] : [];
      case "hr":
        return context === "flow" ? [{ type: "thematicBreak" }] : [];
      case "kbd":
      case "code":
      case "samp":
      case "var":
      case "tt": {
        const value = toString(node);
        return value ? [{ type: "inlineCode", value }] : [];
      }
      case "a": {
        const href = attribute(node, "href");
        const text = this.linkText(children);
        return href && text.length > 0
          ? [{ type: "link", url: this.url(href), title: attribute(node, "title") ?? null, children: text }]
          : text;
      }
      case "img": {
        const src = attribute(node, "src");
        return src
          ? [
              {
                type: "image",
                url: this.url(src),
                alt: attribute(node, "alt") ?? "",
                title: attribute(node, "title") ?? null,
              },
            ]
          : [];
      }
      case "strong":
      case "b":
        return [{ type: "strong", children: this.phrasing(children) }];
      case "em":
      case "i":
      case "cite":
      case "dfn":
        return [{ type: "emphasis", children: this.phrasing(children) }];
      case "del":
      case "s":
      case "strike":
        return [{ type: "delete", children: this.phrasing(children) }];
      case "summary":
        return [{ type: "strong", children: unnestStrong(this.phrasing(children)) } satisfies Strong];
      case "details":
        // The summary as a bold line, then the content, open: a text has nothing to fold.
        if (context === "flow") return this.flow(children);
        return children.flatMap((child) => {
          const converted = this.phrasing([child]);
          return isJsx(child) && child.name === "summary"
            ? [...converted, { type: "break" } as PhrasingContent]
            : converted;
        });
      case "p":
        return context === "flow" ? [{ type: "paragraph", children: this.phrasing(children) }] : inline();
      case "h1":
      case "h2":
      case "h3":
      case "h4":
      case "h5":
      case "h6": {
        if (context === "phrasing") return inline();
        const text = this.phrasing(children);
        return text.length > 0 ? [{ type: "heading", depth: Number(name[1]) as Heading["depth"], children: text }] : [];
      }
      case "blockquote":
        return context === "flow" ? [{ type: "blockquote", children: this.flow(children) }] : inline();
      case "ul":
      case "ol": {
        if (context === "phrasing") return inline();
        // <li> elements are children of the list, or of the paragraph MDX reads lines of them into.
        const items = children
          .flatMap((child) => (child.type === "paragraph" ? child.children : [child]))
          .filter((child): child is JsxElement => isJsx(child) && child.name === "li");
        if (items.length === 0) return block();
        const list: List = {
          type: "list",
          ordered: name === "ol",
          spread: false,
          children: items.map((item): ListItem => ({
            type: "listItem",
            spread: false,
            children: this.flow(item.children as Content[]),
          })),
        };
        return [list];
      }
      case "pre": {
        if (context === "phrasing") return [{ type: "inlineCode", value: toString(node) }];
        const code = children.find((child): child is JsxElement => isJsx(child) && child.name === "code");
        const language = code
          ? /(?:^|\s)language-(\S+)/.exec(attribute(code, "class") ?? attribute(code, "className") ?? "")?.[1]
          : undefined;
        return [{ type: "code", lang: language ?? null, meta: null, value: toString(node).replace(/^\n|\n$/g, "") }];
      }
      default:
        // Fragments, <div>, <span>, <sup> …, and (in a page that fails the build anyway) components:
        // their content, unwrapped.
        return block();
    }
  }
}

/**
 * The page as CommonMark + GFM: `# title`, the description, then the article. Headings are plain
 * (no ids), code fences keep their language, site links are absolute, HTML elements become what
 * they mean in Markdown (<kbd> → code, <details> → a bold summary line and its content, <br> → a
 * line break) and MDX comments are dropped, so the result holds no HTML, JSX or import line.
 * TREE is not changed.
 */
export function markdownTwin(tree: Root, options: MarkdownTwinOptions): string {
  const writer = new TwinWriter(options);
  const head: Content[] = [{ type: "heading", depth: 1, children: [{ type: "text", value: options.title }] }];
  if (options.description) head.push({ type: "paragraph", children: [{ type: "text", value: options.description }] });
  const root: Root = { type: "root", children: [...head, ...writer.flow(tree.children)] };
  return toMarkdown(root, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: "-",
    listItemIndent: "one",
    fences: true,
    rule: "-",
    emphasis: "_",
    strong: "*",
    incrementListMarker: true,
  });
}
