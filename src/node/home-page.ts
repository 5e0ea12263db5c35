import { codeBlockHtml } from "../content-model/code-block-html";
import type { HomePageContext } from "../site/page-context";

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
