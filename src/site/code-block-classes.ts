/**
 * Class names of a code block's parts: the build writes them (src/content-model/code-block-html.ts),
 * the stylesheet (src/styles/code-block.css) and the browser's copy handler read them.
 */
export const CODE_BLOCK_CLASSES = {
  block: "code-block",
  title: "code-block-title",
  body: "code-block-body",
  copy: "code-block-copy",
} as const;
