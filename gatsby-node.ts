// Gatsby's Node hooks; each lives in src/node/ with its logic in src/content-model/.
import type { GatsbyNode } from "gatsby";
import { sourceProjects } from "./src/node/projects";
import { markBootstrapped, recompileStaleDocPages } from "./src/node/on-create-node";
import { generateDeferredCliFlagsPage, sourceCliFlagsPage, startCliFlagsPage } from "./src/node/cli-flags";

export { onCreateNode } from "./src/node/on-create-node";
export { createContentResolvers as createResolvers } from "./src/node/content-schema";
export { createSchemaCustomization } from "./src/node/schema-customization";
export { onCreatePage } from "./src/node/on-create-page";
export { createPages } from "./src/node/create-pages";
export { onCreateWebpackConfig } from "./src/node/webpack-config";
export { onPreBuild } from "./src/node/robots";
export { warmUpEditCycle as onCreateDevServer } from "./src/node/warm-up-develop";

// In a build, generating the CLI flag reference starts before sourcing, on a worker thread.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = (args) => startCliFlagsPage(args);

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  sourceProjects(args);
  await recompileStaleDocPages(args);
  // A page with no content file: the CLI flag reference, generated from the installed packages.
  await sourceCliFlagsPage(args);
};

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  markBootstrapped();
  // In `gatsby develop`, the CLI flag reference is generated once the browser bundle is built.
  generateDeferredCliFlagsPage();
};
