// Stands in for gatsby/dist/internal-plugins/partytown/gatsby-browser.js, whose only hook returns at
// once outside `gatsby develop` but whose imports (gatsby-script, the Partytown snippet) would
// still be bundled. This stub is used for production browser bundles only.
exports.onInitialClientRender = function onInitialClientRender() {};
