// Gatsby's Node hooks; each lives in src/node/ with its logic in src/content-model/.
export { onCreateNode } from "./src/node/on-create-node";
export { createSchemaCustomization, createResolvers } from "./src/node/schema";
export { createPages } from "./src/node/create-pages";
