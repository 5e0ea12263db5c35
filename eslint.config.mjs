// ESLint 9 (flat config) for the whole repository: `npm run lint`.
import { createRequire } from "node:module";

// ESLint 9 and its plugins live in the tools/lint workspace: Gatsby keeps ESLint 7 and older
// plugins at the root, so they are loaded from the workspace, whatever sits in node_modules/.
const require = createRequire(new URL("./tools/lint/package.json", import.meta.url));
const js = require("@eslint/js");
const tseslint = require("typescript-eslint");
const react = require("eslint-plugin-react");
const reactHooks = require("eslint-plugin-react-hooks");
const jsxA11y = require("eslint-plugin-jsx-a11y");
const globals = require("globals");

const UI = ["src/components/**", "src/hooks/**", "src/pages/**", "src/templates/**", "src/slices/**"];
const NODE_SIDE = [
  "src/node/**",
  "gatsby-node.ts",
  "gatsby-config.ts",
  "plugins/*/gatsby-node.ts",
  "plugins/gatsby-version.ts",
  "scripts/**",
  "__tests__/**",
  "plugins/*/__tests__/**",
  "**/*.cjs",
  "*.js",
];

export default tseslint.config(
  {
    // Generated, built, installed, or not this repository's code: the guide examples are webpack
    // projects whose files the guides quote (__tests__/examples checks them against the guides).
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "tools/lint/node_modules/",
      ".bench/",
      "test-results/",
      "artifacts/",
      "src/gatsby-types.d.ts",
      "examples/",
      "content/",
      "static/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  react.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    settings: { react: { version: "detect" } },
    languageOptions: { globals: { ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      eqeqeq: ["error", "always"],
      "no-eval": "error",
      "no-var": "error",
      "prefer-const": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Types come from TypeScript; prop-types would only repeat them.
      "react/prop-types": "off",
      // Apostrophes and quotes in text are text; a stray `>` or `}` is the typo worth catching.
      "react/no-unescaped-entities": ["error", { forbid: [">", "}"] }],
    },
  },
  {
    files: NODE_SIDE,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["__tests__/**", "plugins/*/__tests__/**", "plugins/__tests__/**", "jest.setup.ts", "__mocks__/**"],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    // Tests load some packages (webpack, JSON schemas, a module under test) when a test runs.
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.cjs", "*.js", "plugins/*/index.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Stand-ins for modules of Gatsby's runtime, in the form of the module each replaces.
    files: ["plugins/*/stubs/*.js"],
    languageOptions: { globals: { ...globals.commonjs } },
  },
  {
    // The server render loads react-helmet with require() so webpack can drop it from the browser bundle.
    files: ["src/components/Seo/Seo.tsx"],
    rules: { "@typescript-eslint/no-require-imports": ["error", { allow: ["^react-helmet$"] }] },
  },
  {
    // Appended to gatsby-plugin-offline's worker, whose script defines these.
    files: ["plugins/gatsby-plugin-offline-whole-site/sw-site.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.serviceworker } },
  },
  {
    // Layers: what React renders takes its types from src/site/page-context.ts, never from the
    // Node side or the content compiler (docs/ARCHITECTURE.md, "Layers").
    files: UI,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\.?/)+(node|content-model)/",
              message:
                "Components, pages and templates import shared types from src/site/ (page-context.ts), not from the Node side or the compiler.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/content-model/**", "src/search/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "gatsby", message: "Only src/node/, the UI and the plugins talk to Gatsby." }],
          patterns: [
            {
              regex: "^(\\.\\.?/)+(node|components)/",
              message: "The compiler and the search index import neither the Node side nor components.",
            },
          ],
        },
      ],
    },
  },
  {
    // The bottom layer: constants and types that every other folder shares.
    files: ["src/site/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "gatsby", message: "Only src/node/, the UI and the plugins talk to Gatsby." }],
          patterns: [
            {
              regex: "^(\\.\\.?/)+(node|components|content-model|search)/",
              message: "src/site/ is the bottom layer: it imports none of the other folders of src/.",
            },
          ],
        },
      ],
    },
  },
);
