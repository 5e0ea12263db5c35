// Run by npm after every install of the site's packages (package.json's postinstall): see README.md.
"use strict";

const { applyWatchScope } = require("./watch-scope.cjs");

try {
  const { patched, cacheReset } = applyWatchScope(process.cwd());
  if (patched)
    console.log("gatsby-plugin-parcel-watch-scope: Parcel now leaves node_modules and public out of its walk");
  if (cacheReset)
    console.log("gatsby-plugin-parcel-watch-scope: Parcel's cache emptied for the newly installed packages");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
