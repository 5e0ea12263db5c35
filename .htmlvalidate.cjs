/**
 * html-validate's rules for the built site: every HTML file in public/ must pass them
 * (__tests__/e2e/valid-html.test.ts). The standard preset (the HTML specification: content
 * models, unique ids, required elements such as <title>) plus the document outline. The test uses
 * html-validate's API; its command line (`npx html-validate public`) reads the same file but needs
 * Node 22 or later.
 */
module.exports = {
  root: true,
  extends: ["html-validate:standard"],
  rules: {
    // One h1 per page and no skipped heading level: readers who move by headings get the page's
    // outline. A navigation landmark's headings are an outline of their own (the section sidebar's
    // group headings are h2s that come before the article's h1), as a dialog's are.
    "heading-level": [
      "error",
      {
        allowMultipleH1: false,
        sectioningRoots: ["dialog", '[role="dialog"]', '[role="alertdialog"]', "nav"],
        minSectioningRootInitialRank: "h2",
      },
    ],
  },
};
