import type { GatsbyNode } from "gatsby";
import { requireGatsbyVersion } from "../gatsby-version";
import { isScoped } from "./watch-scope.cjs";

const NAME = "gatsby-plugin-parcel-watch-scope";

/**
 * Stops on a Gatsby this plugin was not written for, and says so when the installed Parcel still
 * walks node_modules (packages installed with scripts switched off): nothing breaks, starts are slower.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  requireGatsbyVersion(NAME, reporter);
  if (!isScoped(process.cwd()))
    reporter.warn(
      `${NAME}: Parcel walks node_modules on every start (about 1.5 s); run \`node plugins/${NAME}/postinstall.cjs\`, which npm runs after every install`,
    );
};
