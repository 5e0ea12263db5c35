// A Gatsby plugin: its Node side is gatsby-node.ts; the worker code it adds is sw-site.js.
