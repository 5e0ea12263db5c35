// A Gatsby plugin: gatsby-ssr.tsx (the inline script) and gatsby-node.ts (public/_headers).
