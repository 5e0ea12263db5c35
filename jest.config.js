/** Two projects: `unit` (content model and components, jsdom) and `e2e` (Chromium against the built site). */
const { esmPackages } = require("./jest-esm-packages");

// The unified/remark/rehype packages the content compiler uses ship only as ES modules, which Jest
// on Node 20 cannot require: those (and only those) are compiled by Babel like our own code.
const esm = esmPackages([
  "unified",
  "remark-parse",
  "remark-mdx",
  "remark-gfm",
  "remark-frontmatter",
  "remark-rehype",
  "hast-util-to-html",
  "hast-util-to-string",
  "mdast-util-to-string",
  "mdast-util-to-markdown",
  "mdast-util-gfm",
  "unist-util-visit",
  "vfile",
]);

const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
  },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/test-results/", "/\\.bench/"],
  // Guide examples are webpack projects built by their tests, not modules of this repository.
  modulePathIgnorePatterns: ["<rootDir>/examples/", "<rootDir>/test-results/", "<rootDir>/.bench/"],
  transformIgnorePatterns: [`/node_modules/(?!(gatsby|gatsby-script|gatsby-link|@docsearch|${esm.join("|")})/)`],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testMatch: [
        "<rootDir>/__tests__/**/*.test.{ts,tsx}",
        "<rootDir>/src/**/*.test.{ts,tsx}",
        "<rootDir>/plugins/**/*.test.{ts,tsx}",
      ],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "/__tests__/e2e/"],
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
      globals: { __PATH_PREFIX__: "" },
    },
    {
      ...shared,
      displayName: "e2e",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/e2e/**/*.test.ts"],
      globalSetup: "<rootDir>/__tests__/e2e/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/e2e/global-teardown.ts",
    },
  ],
};
