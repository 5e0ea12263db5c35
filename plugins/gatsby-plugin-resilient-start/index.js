// A Gatsby plugin: gatsby-node.ts checks Gatsby's start-up code; start.ts runs in the browser.
