// Stands in for Gatsby's `$virtual/async-requires` in `gatsby develop`'s HTML shell bundle: the
// shell renders no page, so it needs no page template (see README.md).
"use strict";

module.exports = { components: {} };
