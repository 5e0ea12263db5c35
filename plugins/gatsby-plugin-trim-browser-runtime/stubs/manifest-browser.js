// Stands in for gatsby-plugin-manifest/gatsby-browser.js, whose one hook does something only for a
// manifest with `localize` (this site has one manifest). The module is meant to be tree-shaken away
// then, but a helper it imports requires "gatsby" as CommonJS, which keeps every export of Gatsby's
// browser entry (gatsby-script among them) in the bundle.
exports.onRouteUpdate = function onRouteUpdate() {};
