// A Gatsby plugin: gatsby-node.ts checks its assumptions and swaps the modules; stubs/ holds what goes in instead.
