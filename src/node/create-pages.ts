import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { buildSidebar, pagerLinks, sidebarLabel, sidebarOrder } from "../content-model/sidebar";
import { formatProblems, validateLinks } from "../content-model/validate-links";
import { buildRouteTable } from "../content-model/route-table";
import { printableUrl, repositoryPath } from "../content-model/paths";
import type { ContentProblem, PageSummary, SidebarGroup } from "../content-model/types";
import { SPECIAL_ROUTES } from "../site/routes";
import { TOP_LEVEL_SECTION_TITLE, findSection, sectionUrl, unlistedSections } from "../site/sections";
import {
  sidebarSliceId,
  type DocPageContext,
  type PrintablePageContext,
  type SidebarSliceContext,
} from "../site/page-context";
import type { DrawerSection } from "../site/drawer-index";
import { writeSearchIndex } from "./write-search-index";
import type { SearchablePage } from "../search/build-index";
import { writeDrawerIndex } from "./write-drawer-index";
import { MOVED_PAGES } from "../site/moved-pages";
import { pagesBeingGenerated } from "./cli-flags";
import { IS_DEVELOP } from "./develop-mode";
import { firstDevelopBundle } from "./develop-bundle";
import { announceCreatePagesRun } from "./create-pages-runs";
import { stylesDigest } from "./styles-digest";
import { writeMarkdownFiles, type MarkdownSection } from "./write-markdown-files";

const DOC_TEMPLATE = resolve("src/templates/doc.tsx");
const PRINTABLE_TEMPLATE = resolve("src/templates/printable.tsx");
const MOVED_TEMPLATE = resolve("src/templates/moved.tsx");
const SIDEBAR_SLICE = resolve("src/slices/section-sidebar.tsx");

type DocNode = Queries.CreatePagesDocFragment;

interface CreatePagesData {
  site: { siteMetadata: { editBaseUrl: string } } | null;
  allDocPage: { nodes: DocNode[] };
}

/** The `CreatePagesDoc` fragment's text, read from the file typegen types it from. */
function docFragment(): string {
  const source = readFileSync(resolve("src/node/create-pages.fragment.ts"), "utf8");
  const match = /graphql`([^`]+)`/.exec(source);
  if (!match) throw new Error("create-pages.fragment.ts: no graphql fragment found");
  return match[1];
}

/** The Markdown twin of a DocPage, read from the node store (the whole site's text need not go through GraphQL). */
type MarkdownField = Pick<Queries.DocPage, "markdown">;

/**
 * Creates, per section, its sidebar slice, one page per doc and the printable page; then the
 * drawer's index, the pages' Markdown twins with llms.txt, and the search index. Fails
 * first on any content problem.
 */
export async function createPages({
  graphql,
  actions,
  reporter,
  getNode,
  getNodesByType,
  cache,
}: CreatePagesArgs): Promise<void> {
  const result = await graphql<CreatePagesData>(`
    query CreatePages {
      site {
        siteMetadata {
          editBaseUrl
        }
      }
      allDocPage(sort: { path: ASC }) {
        nodes {
          ...CreatePagesDoc
        }
      }
    }
    ${docFragment()}
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createPages: the content query failed", result.errors);
    return;
  }
  const docs = result.data.allDocPage.nodes;
  announceCreatePagesRun(new Set(docs.map((doc) => doc.id)));
  const problems = [
    ...docs.flatMap((doc) => doc.problems as ContentProblem[]),
    ...unlistedSectionProblems(docs),
    ...linkProblems(docs),
  ];
  if (problems.length > 0) {
    reporter.panicOnBuild(formatProblems(problems));
    return;
  }
  const editBaseUrl = result.data.site?.siteMetadata.editBaseUrl ?? "";
  const drawer: DrawerSection[] = [];
  const markdownSections: MarkdownSection[] = [];
  for (const [section, pages] of groupBySection(docs)) {
    const sidebar = buildSidebar(pages.map(toSummary));
    const hasPrintable = findSection(section)?.printable ?? false;
    const sliceContext: SidebarSliceContext = {
      groups: sidebarGroups(sidebar),
      printableUrl: hasPrintable ? printableUrl(section) : null,
    };
    actions.createSlice({ id: sidebarSliceId(section), component: SIDEBAR_SLICE, context: sliceContext });
    for (const doc of pages) {
      const context: DocPageContext = {
        layout: "doc",
        id: doc.id,
        section,
        ...pagerLinks(sidebar, doc.url),
        editUrl: doc.edit ?? `${editBaseUrl}${doc.path}`,
        stylesDigest: stylesDigest(),
      };
      actions.createPage({
        path: doc.url,
        component: DOC_TEMPLATE,
        context,
        slices: { sidebar: sidebarSliceId(section) },
      });
    }
    const ordered = sidebarOrder(sidebar);
    const index = ordered[0];
    const title = section === "" ? TOP_LEVEL_SECTION_TITLE : (findSection(section)?.title ?? section);
    drawer.push({
      section,
      title,
      url: index?.url ?? sectionUrl(section),
      pages: ordered.map((page) => ({ title: sidebarLabel(page), url: page.url })),
    });
    const byId = new Map(pages.map((doc) => [doc.id, doc]));
    markdownSections.push({
      section,
      title,
      pages: ordered.flatMap((page) => byId.get(page.id) ?? []),
    });
    const printable: PrintablePageContext = {
      section,
      title,
      ids: ordered.map((page) => page.id),
      stylesDigest: stylesDigest(),
    };
    actions.createPage({ path: printableUrl(section), component: PRINTABLE_TEMPLATE, context: printable });
  }
  for (const [path, to] of Object.entries(MOVED_PAGES)) {
    actions.createPage({
      path,
      component: MOVED_TEMPLATE,
      context: { to, layout: "plain", stylesDigest: stylesDigest() },
    });
  }
  writeDrawerIndex(drawer);
  const markdownOf = (id: string): string => (getNode(id) as unknown as MarkdownField | undefined)?.markdown ?? "";
  const writeMarkdown = async (): Promise<void> => {
    const markdown = await writeMarkdownFiles(docs, markdownSections, markdownOf, cache);
    reporter.info(
      `Markdown twins: ${markdown.twins} pages, ${markdown.written.length} files written, ${markdown.removed.length} removed; ` +
        `llms.txt ${(markdown.llmsBytes / 1024).toFixed(0)} KiB, llms-full.txt ${(markdown.llmsFullBytes / 1024).toFixed(0)} KiB`,
    );
  };
  // Read from the nodes, not through GraphQL: the site's whole text need not be serialized again.
  const searchable = () => getNodesByType("DocPage") as unknown as SearchablePage[];
  if (IS_DEVELOP) {
    // A writer's edit re-runs createPages: the page updates first; the Markdown files and the
    // search index, which no open page waits for, a moment later — on a start, a moment after
    // the server first answers.
    void firstDevelopBundle.then(() => {
      clearTimeout(pendingTextFiles);
      pendingTextFiles = setTimeout(() => {
        writeMarkdown().catch((error: unknown) => reporter.error("writing the Markdown twins failed", error as Error));
        writeSearchIndex(searchable());
      }, TEXT_FILES_DELAY_MS);
    });
    return;
  }
  await writeMarkdown();
  const indexStarted = Date.now();
  const bytes = writeSearchIndex(searchable());
  reporter.info(`search index built in ${Date.now() - indexStarted} ms: ${(bytes / 1024).toFixed(0)} KiB`);
}

const TEXT_FILES_DELAY_MS = 2000;
let pendingTextFiles: ReturnType<typeof setTimeout> | undefined;

/** The sidebar as the slice renders it: labels, urls and each page's anchors. */
function sidebarGroups(sidebar: SidebarGroup<PageSummary>[]): SidebarSliceContext["groups"] {
  return sidebar.map((block) => ({
    group: block.group,
    pages: block.pages.map((page) => ({ title: sidebarLabel(page), url: page.url, anchors: page.anchors })),
  }));
}

function toSummary(doc: DocNode): PageSummary {
  return {
    id: doc.id,
    url: doc.url,
    name: doc.name,
    title: doc.title,
    section: doc.section,
    sort: doc.sort,
    group: doc.group,
    anchors: [...doc.anchors],
  };
}

function groupBySection(docs: readonly DocNode[]): Map<string, DocNode[]> {
  const sections = new Map<string, DocNode[]>();
  for (const doc of docs) sections.set(doc.section, [...(sections.get(doc.section) ?? []), doc]);
  return sections;
}

/** A folder of pages that src/site/sections.ts does not list would be missing from the menus and the drawer. */
function unlistedSectionProblems(docs: readonly DocNode[]): ContentProblem[] {
  return unlistedSections(docs.map((doc) => doc.section)).map((section) => ({
    file: repositoryPath(`${section}/`),
    message: "a folder of pages that src/site/sections.ts does not list: add it to SECTIONS",
  }));
}

/** Broken internal links and `related` urls, checked against every route the site will have. */
function linkProblems(docs: readonly DocNode[]): ContentProblem[] {
  const routes = buildRouteTable(
    docs.map((doc) => ({ url: doc.url, section: doc.section, headingIds: doc.headings.map((heading) => heading.id) })),
    SPECIAL_ROUTES,
  );
  return validateLinks(
    docs.map((doc) => ({ file: doc.path, url: doc.url, links: [...doc.links], related: [...doc.relatedLinks] })),
    routes,
    pagesBeingGenerated(),
  );
}
