// Gatsby's Node hooks; each lives in src/node/ with its logic in src/content-model/.
export { onCreateNode } from "./src/node/on-create-node";
export { createResolvers } from "./src/node/schema";
export { createSchemaCustomization } from "./src/node/schema-customization";
export { sourceNodes } from "./src/node/projects";
export { onCreatePage } from "./src/node/home-page";
export { createPages } from "./src/node/create-pages";
export { onCreateWebpackConfig } from "./src/node/webpack-config";
export { onPostBuild } from "./src/node/stable-runtime/service-worker";
