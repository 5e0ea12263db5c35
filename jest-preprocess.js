// Jest compiles TypeScript and JSX with Gatsby's own Babel preset, so tests see what the site ships.
const babelJest = require("babel-jest").default ?? require("babel-jest");

module.exports = babelJest.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
});
