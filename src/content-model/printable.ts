import { rewriteTags, type HtmlAttribute, type HtmlTag } from "./html-tags";
import { splitUrl } from "./paths";
import type { Anchor } from "./types";

/**
 * A section's combined printable page: every page of the section, one after the other, in one
 * document. Each page keeps its own ids by prefixing them with the page's slug, so two pages that
 * both have an "Options" heading keep both, and every link is rewritten to land where it landed
 * on its own page:
 *
 * - `#options` on /plugins/banner-plugin/ → `#banner-plugin--options`;
 * - a link to another page of the same printable page → that page's place in it
 *   (`/plugins/define-plugin/#usage` → `#define-plugin--usage`, `/plugins/define-plugin/` →
 *   `#define-plugin`, the id of its title);
 * - links to any other route stay as they are.
 *
 * The page title is an h2 under the combined page's h1, so each page's own headings move one
 * level down (h2 → h3 …) and the document's outline stays in order.
 */

/** A page as the printable page combines it. */
export interface PrintableSource {
  url: string;
  /** The page's sidebar label. */
  title: string;
  /** The compiled article. */
  html: string;
  anchors: readonly Anchor[];
}

/** One heading of a page's table of contents: its text and its id on the combined page. */
export interface PrintableSection {
  title: string;
  id: string;
}

/** A page on the combined page: its title's id, its h2 sections, and its article rewritten. */
export interface PrintableArticle {
  id: string;
  title: string;
  sections: PrintableSection[];
  html: string;
}

/** Attributes that hold one id, or a space-separated list of ids, of the same document. */
const ID_REFERENCE_ATTRIBUTES = new Set([
  "for",
  "headers",
  "list",
  "form",
  "popovertarget",
  "commandfor",
  "aria-activedescendant",
  "aria-controls",
  "aria-describedby",
  "aria-details",
  "aria-errormessage",
  "aria-flowto",
  "aria-labelledby",
  "aria-owns",
]);

/** Attributes that hold a URL whose `#fragment` may point into the document. */
const LINK_ATTRIBUTES = new Set(["href", "xlink:href"]);

/** SVG paint and marker references to an element of the document: fill="url(#gradient)". */
const SVG_REFERENCE = /url\(#([^)]+)\)/g;

/** h1–h5 move one level down; h6 has no level below it. */
const HEADING = /^h([1-6])$/;

/** The prefix of a page's ids: the last segment of its url ("/plugins/" → "plugins"). */
export function printableSlug(url: string): string {
  const slug = url.split("/").filter(Boolean).pop();
  if (!slug) throw new Error(`printable page: ${url} has no path segment to name its ids after`);
  return slug;
}

/** An id of the page with `slug` as it is written on the combined page. */
export function printableId(slug: string, id: string): string {
  return `${slug}--${id}`;
}

/** What rewriting one page needs: its slug and the slug of every page on the combined page. */
interface PageIds {
  slug: string;
  slugByUrl: ReadonlyMap<string, string>;
}

/** Where `href` lands on the combined page, or null when it leaves it unchanged. */
function printableHref(href: string, { slug, slugByUrl }: PageIds): string | null {
  if (href.startsWith("#")) return href === "#" ? null : `#${printableId(slug, href.slice(1))}`;
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const { path, hash } = splitUrl(href);
  const target = slugByUrl.get(path);
  if (target === undefined) return null;
  return `#${hash ? printableId(target, hash) : target}`;
}

/** A space-separated list of ids with each one prefixed. */
function prefixIdList(value: string, slug: string): string {
  const ids = value.split(/\s+/).filter(Boolean);
  return ids.map((id) => printableId(slug, id)).join(" ");
}

function rewriteAttribute(attribute: HtmlAttribute, ids: PageIds): HtmlAttribute {
  const { name, value } = attribute;
  if (value === null) return attribute;
  if (name === "id") return { name, value: printableId(ids.slug, value) };
  if (ID_REFERENCE_ATTRIBUTES.has(name)) return { name, value: prefixIdList(value, ids.slug) };
  if (LINK_ATTRIBUTES.has(name)) return { name, value: printableHref(value, ids) ?? value };
  return {
    name,
    value: value.replace(SVG_REFERENCE, (_, id: string) => `url(#${printableId(ids.slug, id)})`),
  };
}

function rewriteTag(tag: HtmlTag, url: string, ids: PageIds): HtmlTag {
  const level = HEADING.exec(tag.name)?.[1];
  if (level === "6") throw new Error(`printable page: ${url} has an h6, which has no level below`);
  const name = level ? `h${Number(level) + 1}` : tag.name;
  if (tag.closing) return { ...tag, name };
  return {
    ...tag,
    name,
    attributes: tag.attributes.map((attribute) => rewriteAttribute(attribute, ids)),
  };
}

/**
 * The pages of a printable page, in the order given, each with its ids prefixed by its slug, its
 * links rewritten to land on the combined page and its headings one level down (see above).
 */
export function combinePrintablePages(pages: readonly PrintableSource[]): PrintableArticle[] {
  const slugByUrl = new Map<string, string>();
  const urlBySlug = new Map<string, string>();
  for (const { url } of pages) {
    const slug = printableSlug(url);
    const other = urlBySlug.get(slug);
    if (other !== undefined && other !== url)
      throw new Error(`printable page: ${other} and ${url} would share the id prefix "${slug}"`);
    urlBySlug.set(slug, url);
    slugByUrl.set(url, slug);
  }
  return pages.map((page) => {
    const slug = printableSlug(page.url);
    return {
      id: slug,
      title: page.title,
      sections: page.anchors
        .filter((anchor) => anchor.level === 2)
        .map((anchor) => ({ title: anchor.title, id: printableId(slug, anchor.id) })),
      html: rewriteTags(page.html, (tag) => rewriteTag(tag, page.url, { slug, slugByUrl })),
    };
  });
}
