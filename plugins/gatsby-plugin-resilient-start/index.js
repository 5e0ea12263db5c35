// A Gatsby plugin: gatsby-node.ts checks Gatsby's runtime; gatsby-browser.ts guards session storage; page-resources.ts and gatsby-runtime.ts are called by the site.
