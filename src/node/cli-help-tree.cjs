// Run by src/node/cli-flags.ts in a child process: `node cli-help-tree.cjs OUT.json`.
//
// webpack-cli registers its commands and options only while it prints help, so this script lets
// the installed webpack-cli run `webpack --help=verbose` (output silenced) and, when the CLI exits,
// writes what it registered to OUT.json, together with the arguments webpack derives from its own
// schema and from webpack-dev-server's. A child process, because the CLI ends with process.exit.
"use strict";

const { writeFileSync } = require("node:fs");
const WebpackCLI = require("webpack-cli").default;
const webpack = require("webpack");
const WebpackDevServer = require("webpack-dev-server");

const outFile = process.argv[process.argv.length - 1];
const cli = new WebpackCLI();
cli.logger.raw = () => {};

/** A commander option as plain data; stub options the CLI never shows (`internal`) are left out. */
const optionData = (option) => ({
  long: option.long,
  short: option.short || null,
  term: option.flags,
  description: option.description || "",
  hidden: Boolean(option.hidden),
  negate: Boolean(option.negate),
});
const visibleOptions = (options) => options.filter((option) => !option.internal && option.long).map(optionData);

process.on("exit", (code) => {
  if (code !== 0) return;
  const commands = cli.program.commands.map((command) => ({
    name: command.name(),
    aliases: command.aliases(),
    description: command.description(),
    usage: command.usage(),
    options: visibleOptions(command.options),
  }));
  const version = (name) => require(`${name}/package.json`).version;
  const data = {
    packages: {
      webpack: version("webpack"),
      "webpack-cli": version("webpack-cli"),
      "webpack-dev-server": version("webpack-dev-server"),
    },
    globalOptions: visibleOptions(cli.program.options),
    commands,
    webpackArguments: webpack.cli.getArguments(),
    devServerArguments: webpack.cli.getArguments(WebpackDevServer.schema),
  };
  writeFileSync(outFile, JSON.stringify(data));
});

cli.run(["--help=verbose"], { from: "user" });
