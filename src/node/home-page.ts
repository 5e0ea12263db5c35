import type { CreatePageArgs } from "gatsby";
import { highlightToHtml } from "../content-model/highlight";
import { stylesDigest } from "./styles-digest";

/** A code sample of the home page, highlighted at build time so no highlighter ships to the browser. */
export interface HomeCodeSample {
  /** File the sample shows, e.g. src/index.js. */
  file: string;
  language: string;
  /** Prism's markup for the code (token spans only). */
  html: string;
}

/** Page context of "/": one sample for "Write Your Code", one for "Bundle It". */
export interface HomePageContext {
  writeYourCode: HomeCodeSample;
  bundleIt: HomeCodeSample;
}

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

const sample = (file: string, code: string): HomeCodeSample => ({ file, language: "javascript", html: highlightToHtml(code, "javascript") });

/** The home page's context, computed once per build. */
export function homePageContext(): HomePageContext {
  return { writeYourCode: sample("src/index.js", WRITE_YOUR_CODE), bundleIt: sample("webpack.config.js", BUNDLE_IT) };
}

/**
 * Pages of src/pages get the stylesheet digest (see styles-digest.ts) in their context, and "/"
 * its highlighted code samples.
 */
export function onCreatePage({ page, actions }: CreatePageArgs<Record<string, unknown>>): void {
  if (page.context && "stylesDigest" in page.context) return;
  actions.deletePage(page);
  const home = page.path === "/" ? homePageContext() : {};
  actions.createPage({ ...page, context: { ...page.context, ...home, stylesDigest: stylesDigest() } });
}
