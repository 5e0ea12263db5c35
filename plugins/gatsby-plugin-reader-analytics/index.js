// A Gatsby plugin: gatsby-browser.ts (the runtime), gatsby-ssr.tsx (gtag's consent default, gtag.js loaded late) and gatsby-node.ts (the Gatsby version check).
