// A Gatsby plugin: all of it is in gatsby-node.ts.
