import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import webpack from "webpack";

/**
 * ENTRY (TypeScript) bundled for the browser into one script, with webpack and the TypeScript
 * preset, as small as production: what the test injects into pages.
 */
export function bundleForBrowser(entry: string): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), "analytics-e2e-"));
  const compiler = webpack({
    mode: "production",
    target: "web",
    devtool: false,
    entry,
    output: { path: out, filename: "bundle.js", iife: true },
    resolve: { extensions: [".ts", ".js"] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve("babel-loader"),
            options: { babelrc: false, configFile: false, presets: ["@babel/preset-typescript"] },
          },
        },
      ],
    },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) {
        reject(error ?? new Error(stats?.toString("errors-only") ?? "webpack failed"));
        return;
      }
      const source = readFileSync(join(out, "bundle.js"), "utf8");
      rmSync(out, { recursive: true, force: true });
      resolve(source);
    });
  });
}
