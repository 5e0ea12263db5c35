import { compileContentFile, type CompiledContentFile } from "../../src/content-model/content-file";
import type { ContentProcessor } from "../../src/content-model/markdown/processor";
import { repositoryPath } from "../../src/content-model/paths";
import { buildRouteTable } from "../../src/content-model/route-table";
import type { ContentProblem } from "../../src/content-model/types";
import { validateLinks, type LinkSource } from "../../src/content-model/validate-links";

/** The link-check input for a compiled file. */
function toLinkSource(file: CompiledContentFile): LinkSource {
  return {
    file: repositoryPath(file.location.path),
    url: file.location.url,
    links: file.links,
    related: file.relatedLinks,
  };
}

/** All problems of a content tree, as the build reports them: per-file problems, then broken links. */
export async function validateContentTree(
  files: ReadonlyArray<{ relativePath: string; text: string }>,
  specialRoutes: readonly string[],
  processor: ContentProcessor,
): Promise<ContentProblem[]> {
  const compiled = await Promise.all(files.map((file) => compileContentFile(file.relativePath, file.text, processor)));
  const routes = buildRouteTable(
    compiled.map((file) => ({
      url: file.location.url,
      section: file.location.section,
      headingIds: file.headings.map((heading) => heading.id),
    })),
    specialRoutes,
  );
  return [...compiled.flatMap((file) => file.problems), ...validateLinks(compiled.map(toLinkSource), routes)];
}
