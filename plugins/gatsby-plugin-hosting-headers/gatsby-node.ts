import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { filesBelow } from "../gatsby-plugin-offline-whole-site/build-files";
import { requireGatsbyVersion } from "../gatsby-version";
import { contentSecurityPolicy, inlineScripts, scriptHash, type ThirdParties } from "./content-security-policy";
import { formatHeadersFile } from "./headers-file";
import { hostingRules } from "./hosting-rules";

const NAME = "gatsby-plugin-hosting-headers";

/** Stops the build on a Gatsby this plugin was not written for (see ../gatsby-version.ts). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  requireGatsbyVersion(NAME, reporter);
};

/** More distinct inline scripts than this means a page writes its own: one policy could not fit all pages. */
const MAX_INLINE_SCRIPTS = 8;

/**
 * Writes public/_headers for this build: the Content-Security-Policy with the hashes of the inline
 * scripts its pages contain, and the cache rules for its files. Runs last in onPostBuild, so it
 * sees every file the other plugins wrote (sw.js, the sitemap).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = (
  { reporter },
  options: PluginOptions & { thirdParties?: ThirdParties },
) => {
  const root = join(process.cwd(), "public");
  const files = filesBelow(root).filter((file) => file !== "_headers");
  const scripts = new Set(
    files
      .filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby/"))
      .flatMap((file) => inlineScripts(readFileSync(join(root, file), "utf8"))),
  );
  if (scripts.size > MAX_INLINE_SCRIPTS) {
    reporter.panic(
      `${NAME}: the pages contain ${scripts.size} different inline scripts (at most ${MAX_INLINE_SCRIPTS}): some page writes its own, and one Content-Security-Policy cannot allow them all`,
    );
  }
  const policy = contentSecurityPolicy([...scripts].map(scriptHash).sort(), options.thirdParties ?? {});
  writeFileSync(join(root, "_headers"), formatHeadersFile(hostingRules(files, policy)));
  reporter.info(`_headers: ${scripts.size} inline scripts allowed by hash`);
};
