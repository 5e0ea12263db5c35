// A Gatsby plugin: watch-scope.cjs patches Parcel when packages are installed; gatsby-node.ts checks it.
