// A Gatsby plugin: gatsby-node.ts keys webpack's cache; cache-key.ts holds the pure logic.
