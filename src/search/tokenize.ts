/**
 * Words that carry no meaning on their own in English prose. They are left out of the body text's
 * index (they would match nearly every section) and are optional in a query; titles and headings
 * keep them.
 */
export const STOP_WORDS = new Set(
  (
    "a all also an and any are as at be been being but by can could did do does each every for from get had has " +
    "have how i if in into is it its just like may more most must no not of on one only or other our s should so " +
    "some such than that the their them then there these they this those to two us use used using via was we " +
    "were what when which who will with would you your"
  ).split(" "),
);

/**
 * The term a word is indexed and searched under: plurals fold into the singular (`loaders` →
 * `loader`, `entries` → `entry`), so either form finds both. Dotted and hyphenated names stay whole.
 */
export function stem(term: string): string {
  if (/[^\p{L}\p{N}_$@]/u.test(term)) return term;
  if (term.length > 4 && term.endsWith("ies")) return `${term.slice(0, -3)}y`;
  if (term.length > 3 && term.endsWith("s") && !term.endsWith("ss")) return term.slice(0, -1);
  return term;
}

/** A word as the index sees it: letters, digits and the joiners of names (`output.publicPath`). */
const WORD = /[\p{L}\p{N}_$@.#/-]+/gu;

/** A term must hold a letter or a digit: `$`, `_` or `@` alone would match unrelated pages. */
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Splits text into lower-case, stemmed terms. A dotted or hyphenated name (`output.publicPath`,
 * `mini-css-extract-plugin`) gives its parts and, after them, the whole name. Punctuation alone
 * gives no term, so a query of it finds nothing.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    const trimmed = word.replace(/^[.#/-]+|[.#/-]+$/g, "").toLowerCase();
    if (!HAS_LETTER_OR_DIGIT.test(trimmed)) continue;
    const parts = trimmed.split(/[.#/-]+/).filter((part) => HAS_LETTER_OR_DIGIT.test(part));
    terms.push(...parts.map(stem));
    if (parts.length > 1) terms.push(trimmed);
  }
  return terms;
}

/**
 * The terms of body text worth an index entry: no stop words, no numbers or hashes, and names by
 * their parts only (a query for the whole name requires its parts; titles and headings keep it).
 */
export function contentTerms(text: string): string[] {
  return tokenize(text).filter(
    (term) =>
      !STOP_WORDS.has(term) &&
      !/[.#/-]/.test(term) &&
      !/^\d+$/.test(term) &&
      !(/\d/.test(term) && /^[0-9a-f]{6,}$/.test(term)),
  );
}

/** A query's terms: the ones every result must match, and the ones that only add to a score. */
export interface QueryTerms {
  required: string[];
  optional: string[];
}

/** Parts are required and whole compound names a bonus; stop words are optional unless they are all there is. */
export function queryTerms(query: string): QueryTerms {
  const required = new Set<string>();
  const optional = new Set<string>();
  for (const word of query.match(WORD) ?? []) {
    const [first, ...rest] = tokenize(word).reverse();
    if (first === undefined) continue;
    if (rest.length > 0) optional.add(first);
    for (const part of rest.length > 0 ? rest.reverse() : [first])
      (STOP_WORDS.has(part) ? optional : required).add(part);
  }
  if (required.size === 0) return { required: [...optional], optional: [] };
  return { required: [...required], optional: [...optional].filter((term) => !required.has(term)) };
}
