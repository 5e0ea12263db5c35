import type { CreateWebpackConfigArgs } from "gatsby";
import { FirstDevelopBundleSignal } from "./develop-bundle";
import { CompileHintsForFirstLoad } from "./compile-hints";

/**
 * The production bundle has no source maps: nobody debugs a docs page's scripts in production, and
 * without them the build is faster and public/ holds only files a reader's browser loads. Its
 * scripts that run as a page loads carry V8's compile hint (./compile-hints.ts).
 * What changes the inside of Gatsby's own webpack configuration lives in local plugins, which check
 * its shape: CSS modules and CSS order (plugins/gatsby-plugin-css-modules-import-module), ESLint in
 * `gatsby develop` (plugins/gatsby-plugin-no-eslint-in-develop).
 * `gatsby develop`'s browser bundle tells the site's Node code when it is first built
 * (./develop-bundle.ts).
 */
export function onCreateWebpackConfig({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage === "build-javascript") {
    actions.setWebpackConfig({ devtool: false, plugins: [new CompileHintsForFirstLoad()] });
  }
  if (stage === "develop") actions.setWebpackConfig({ plugins: [new FirstDevelopBundleSignal()] });
}
