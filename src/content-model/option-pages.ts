/** The configuration page where a reader looks for each top-level option (by file name). */
const PAGE_OF_OPTION: Record<string, string> = {
  entry: "entry-context",
  context: "entry-context",
  mode: "mode",
  output: "output",
  module: "module",
  resolve: "resolve",
  resolveLoader: "resolve",
  optimization: "optimization",
  plugins: "plugins",
  devServer: "dev-server",
  devtool: "devtool",
  target: "target",
  watch: "watch",
  watchOptions: "watch",
  externals: "externals",
  externalsType: "externals",
  externalsPresets: "externals",
  performance: "performance",
  node: "node",
  stats: "stats",
  experiments: "experiments",
};

/** Configuration page (file name in content/configuration/) that must document an option path. */
export function pageForOption(path: string): string {
  return PAGE_OF_OPTION[path.split(/[.[]/)[0]] ?? "other-options";
}
