/** Two projects: `unit` (content model and components, jsdom) and `e2e` (Chromium against the built site). */
const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
  },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/"],
  // Guide examples are separate projects (each with its own package.json), built by their tests.
  modulePathIgnorePatterns: ["<rootDir>/examples/"],
  transformIgnorePatterns: ["/node_modules/(?!(gatsby|gatsby-script|gatsby-link|@docsearch)/)"],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/__tests__/**/*.test.{ts,tsx}", "<rootDir>/src/**/*.test.{ts,tsx}"],
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
