import { compileContentFiles } from "../content-files";
import type { CompiledContentFile } from "../../src/content-model/content-file";
import type { Heading } from "../../src/content-model/types";
import legacy from "../fixtures/legacy-configuration-anchors.json";

// Links on the web point at the anchors webpack.js.org's configuration pages had. Each of those
// ids (the fixture: legacy page → id → the heading it belonged to) must land on the section of
// our page that covers the same thing: as a heading's own id, or as an extra id written in the
// heading (`<a id="…"></a>`), and exactly once in the page's HTML.

interface LegacyPage {
  page: string;
  ids: Record<string, string>;
}
const pages = legacy.pages as Record<string, LegacyPage>;
let compiled = new Map<string, CompiledContentFile>();

beforeAll(async () => {
  const files = (await compileContentFiles()).filter((file) => file.location.section === "configuration");
  compiled = new Map(files.map((file) => [file.location.name, file]));
});

const carries = (heading: Heading, id: string): boolean => heading.id === id || (heading.aliases ?? []).includes(id);
const occurrences = (html: string, id: string): number => html.split(` id="${id}"`).length - 1;

/**
 * Ids whose old heading and ours name different options on purpose. `output.library.export` and
 * `output.libraryExport` slug to the same id; the older spelling's heading owns it here, and it
 * describes the same setting.
 */
const SAME_SETTING: Record<string, string> = { outputlibraryexport: "output.libraryExport" };

/** `Rule.include` was the old name of `module.rules[].include`; other option headings are paths already. */
function legacyOptionPath(title: string): string[] | null {
  if (!/^[A-Za-z]+(\.[\w/-]+)+$/.test(title)) return null;
  return title
    .replace(/^Rule\./, "module.rules.")
    .toLowerCase()
    .split(".");
}

describe("anchors of webpack.js.org's configuration pages", () => {
  const entries = Object.entries(pages).flatMap(([legacyPage, { page, ids }]) =>
    Object.entries(ids).map(([id, title]) => ({ legacyPage, page, id, title })),
  );

  it("cover every configuration page of the old site", () => {
    expect(entries.length).toBeGreaterThan(500);
  });

  it("each land on one heading of the page that covers them, once in its HTML", () => {
    const failures = entries.flatMap(({ legacyPage, page, id, title }) => {
      const file = compiled.get(page);
      const where = `/configuration/${legacyPage}/#${id} (heading "${title}")`;
      if (!file) return [`${where}: no page content/configuration/${page}.mdx`];
      const heading = file.headings.find((candidate) => carries(candidate, id));
      if (!heading)
        return [
          `${where}: no heading of ${page}.mdx has id \`${id}\`; add <a id="${id}"></a> to the heading that covers it`,
        ];
      const count = occurrences(file.html, id);
      return count === 1 ? [] : [`${where}: id \`${id}\` is ${count} times in the HTML of ${page}.mdx`];
    });
    expect(failures).toEqual([]);
  });

  it("of option headings land on a heading of the same option family", () => {
    const failures = entries.flatMap(({ legacyPage, page, id, title }) => {
      const old = legacyOptionPath(title);
      const heading = compiled.get(page)?.headings.find((candidate) => carries(candidate, id));
      if (!old || !heading?.code || SAME_SETTING[id] === heading.title) return [];
      const ours = heading.title
        .replace(/\[[^\]]*\]/g, "")
        .toLowerCase()
        .split(".");
      const length = Math.min(2, old.length, ours.length);
      const same = old.slice(0, length).join(".") === ours.slice(0, length).join(".");
      return same
        ? []
        : [`/configuration/${legacyPage}/#${id} ("${title}") is on ${page}.mdx:${heading.line} \`${heading.title}\``];
    });
    expect(failures).toEqual([]);
  });
});
