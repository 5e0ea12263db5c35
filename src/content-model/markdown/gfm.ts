import type { Root } from "mdast";
import type { Node } from "unist";
import type { Processor } from "unified";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";
// The micromark and mdast GFM packages are ESM-only; Node 20.19+ loads them with require(), which
// the compiled gatsby-config and gatsby-node use.
import { gfmFootnote } from "micromark-extension-gfm-footnote";
import { gfmStrikethrough } from "micromark-extension-gfm-strikethrough";
import { gfmTable } from "micromark-extension-gfm-table";
import { gfmTaskListItem } from "micromark-extension-gfm-task-list-item";
import { gfmFootnoteFromMarkdown } from "mdast-util-gfm-footnote";
import { gfmStrikethroughFromMarkdown } from "mdast-util-gfm-strikethrough";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTaskListItemFromMarkdown } from "mdast-util-gfm-task-list-item";
import { CONTENT_MESSAGE_SOURCE } from "./mdx-nodes";

/** A URL written as bare text, which GitHub would link and this site does not. */
const BARE_URL = /(?:^|[\s(*_~])(?:https?:\/\/|www\.)[\w-]/i;

/** Reports every bare URL in the article's text (not in links, code or JSX attributes). */
function reportBareUrls(tree: Root, file: VFile): void {
  visit(tree, (node: Node) => {
    if (node.type === "link" || node.type === "linkReference" || node.type === "definition") return SKIP;
    if (node.type !== "text" || !BARE_URL.test((node as unknown as { value: string }).value)) return undefined;
    const message = file.message(
      "a bare URL is plain text here, not a link: write it as [text](https://…)",
      node.position,
    );
    message.source = CONTENT_MESSAGE_SOURCE;
    return undefined;
  });
}

function add(data: Record<string, unknown>, field: string, ...values: unknown[]): void {
  data[field] = [...((data[field] as unknown[] | undefined) ?? []), ...values];
}

/**
 * GitHub-flavoured Markdown as the content is written: tables, ~~strikethrough~~, footnotes and
 * task lists, but no autolink literals (a bare `https://…` or `www.…` becoming a link). Finding
 * those means testing every word of every paragraph, which was a seventh of the time it takes to
 * compile the whole site; a written link, `[text](url)`, says what it links to. A bare URL is
 * reported as a problem of the file, so none is left as plain text unnoticed. Only parsing is
 * extended: the Markdown twin stringifies with its own GFM extensions.
 */
export default function remarkGfmWithoutAutolinks(this: Processor) {
  const data = this.data() as Record<string, unknown>;
  add(data, "micromarkExtensions", gfmFootnote(), gfmStrikethrough(), gfmTable, gfmTaskListItem);
  add(
    data,
    "fromMarkdownExtensions",
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown,
    gfmTableFromMarkdown,
    gfmTaskListItemFromMarkdown,
  );
  return reportBareUrls;
}
