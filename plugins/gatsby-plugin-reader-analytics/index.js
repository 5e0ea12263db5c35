// A Gatsby plugin: gatsby-browser.ts (the runtime) and gatsby-ssr.tsx (gtag's consent default, gtag.js loaded late).
