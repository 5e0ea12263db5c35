// Stands in, in `gatsby develop`'s HTML shell bundle, for a module only pages render (see
// README.md). The shell renders no page, so nothing here is ever called; if something is, it says
// which module it stands for instead of rendering a wrong page.
"use strict";

const fail = (name) => () => {
  throw new Error(
    `gatsby-plugin-lean-develop-shell: "${name}" was called while rendering gatsby develop's HTML shell, ` +
      "which renders no page; see plugins/gatsby-plugin-lean-develop-shell/README.md",
  );
};

module.exports = new Proxy(
  { __esModule: true },
  { get: (target, name) => (name in target || typeof name !== "string" ? target[name] : fail(name)) },
);
