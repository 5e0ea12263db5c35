// Jest compiles TypeScript and JSX for the Node it runs on, with the classic JSX runtime the site's
// modules are written for. Not babel-preset-gatsby: a site dependency with "gatsby" in its name
// is one Gatsby scans for GraphQL queries on every start, and that one brings a 100 KB polyfill
// bundle which took a third of that scan.
const babelJest = require("babel-jest").default ?? require("babel-jest");

module.exports = babelJest.createTransformer({
  presets: [
    ["@babel/preset-env", { targets: { node: "current" } }],
    ["@babel/preset-react", { runtime: "classic" }],
    "@babel/preset-typescript",
  ],
});
