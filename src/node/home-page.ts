import type { CreatePageArgs } from "gatsby";
import { codeBlockHtml } from "../content-model/code-block-html";
import type { HomePageContext, LayoutContext } from "../site/page-context";
import { APP_SHELL_PATHS } from "../site/app-shell";
import { stylesDigest } from "./styles-digest";

const WRITE_YOUR_CODE = `import { greet } from './greet.js';
import './style.css';

document.body.append(greet('webpack'));`;

const BUNDLE_IT = `const path = require('node:path');

module.exports = {
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: 'main.js',
  },
  module: {
    rules: [
      { test: /\\.css$/, use: ['style-loader', 'css-loader'] },
    ],
  },
};`;

/** The home page's context, computed once per build: its samples as code blocks, like the docs'. */
export function homePageContext(): HomePageContext {
  return {
    writeYourCode: codeBlockHtml({ code: WRITE_YOUR_CODE, language: "js", title: "src/index.js" }),
    bundleIt: codeBlockHtml({ code: BUNDLE_IT, language: "js", title: "webpack.config.js" }),
  };
}

/**
 * Pages of src/pages (and plugins) get the stylesheet digest (see styles-digest.ts) and their
 * layout in their context, and "/" its highlighted code samples.
 */
export function onCreatePage({ page, actions }: CreatePageArgs<Record<string, unknown>>): void {
  if (page.context && "stylesDigest" in page.context) return;
  actions.deletePage(page);
  const home = page.path === "/" ? homePageContext() : {};
  const layout: LayoutContext = { layout: APP_SHELL_PATHS.includes(page.path) ? "bare" : "plain", stylesDigest: stylesDigest() };
  actions.createPage({ ...page, context: { ...page.context, ...home, ...layout } });
}
