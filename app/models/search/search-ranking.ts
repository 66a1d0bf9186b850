// Matching and ranking production pages locally (spec §5 search): which fields match the query,
// how much each counts, and the order of the results.
import { textOfHtml } from "./html-text";
import { cleanText, foldText } from "./plain-text";
import { escapeRegExp, tokenize } from "./search-query";

/** The texts a production page is searched in, most telling first. HTML fields hold HTML. */
export type SearchFields = {
  heading: string | null | undefined;
  subheading: string | null | undefined;
  keywords: string | null | undefined;
  contentMain: string | null | undefined;
  contentRemaining: string | null | undefined;
};

type FieldName = keyof SearchFields;

/** Spec §5: a match in the heading counts most, then subheading, keywords, main, remaining. */
export const FIELD_WEIGHTS: Readonly<Record<FieldName, number>> = {
  heading: 32,
  subheading: 16,
  keywords: 8,
  contentMain: 4,
  contentRemaining: 2,
};

const HTML_FIELDS: ReadonlySet<FieldName> = new Set(["contentMain", "contentRemaining"]);
const FIELD_NAMES = Object.keys(FIELD_WEIGHTS) as FieldName[];

/** The fields folded for matching, HTML reduced to its text; built once per item. */
export type PreparedFields = Record<FieldName, string>;

export function prepareFields(fields: SearchFields): PreparedFields {
  const prepared = {} as PreparedFields;
  for (const name of FIELD_NAMES) {
    const raw = fields[name] ?? "";
    prepared[name] = cleanText(foldText(HTML_FIELDS.has(name) ? textOfHtml(raw) : raw));
  }
  return prepared;
}

type TermMatcher = { anywhere: RegExp; wordStart: RegExp };

/** Matchers built from escaped, folded terms only: raw input never becomes a pattern. */
export function termMatchers(terms: readonly string[]): TermMatcher[] {
  return terms.map((term) => {
    const escaped = escapeRegExp(term);
    return {
      anywhere: new RegExp(escaped, "u"),
      wordStart: new RegExp(`(?:^|[^\\p{L}\\p{N}])${escaped}`, "u"),
    };
  });
}

/**
 * The whole query as the heading counts most ("contact" finds the page "Contact" before "Contact
 * Carrefonds"); several words together in the heading count more than the same words apart.
 */
export function phraseBonus(heading: string, phrase: string): number {
  if (phrase === "") return 0;
  if (heading === phrase) return FIELD_WEIGHTS.heading * 4;
  if (phrase.includes(" ") && heading.includes(phrase)) return FIELD_WEIGHTS.heading * 2;
  return 0;
}

/**
 * How well an item matches: 0 when some term occurs in none of its fields (every word must be
 * found, as the CMS does for pages and news). Each term adds the weight of every field it occurs
 * in, doubled where it starts a word; plus the phrase bonus.
 */
export function scoreFields(
  fields: PreparedFields,
  matchers: readonly TermMatcher[],
  phrase = "",
): number {
  if (matchers.length === 0) return 0;
  let score = 0;
  for (const matcher of matchers) {
    let termScore = 0;
    for (const name of FIELD_NAMES) {
      const text = fields[name];
      if (!matcher.anywhere.test(text)) continue;
      termScore += FIELD_WEIGHTS[name] * (matcher.wordStart.test(text) ? 2 : 1);
    }
    if (termScore === 0) return 0;
    score += termScore;
  }
  return score + phraseBonus(fields.heading, phrase);
}

/**
 * The items matching every term of q, best first. Ties keep the order of the input (the CMS's
 * order), so the same query always lists the same results in the same order.
 */
export function rankMatches<T>(
  items: readonly T[],
  fieldsOf: (item: T) => SearchFields,
  q: string,
  preparedOf: (item: T) => PreparedFields = (item) => prepareFields(fieldsOf(item)),
): T[] {
  const terms = tokenize(q);
  if (terms.length === 0) return [];
  const matchers = termMatchers(terms);
  const phrase = terms.join(" ");
  return items
    .map((item, index) => ({
      item,
      index,
      score: scoreFields(preparedOf(item), matchers, phrase),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}

/**
 * The same ordering for a list the CMS already matched (general pages): nothing is dropped, a
 * better match in the heading moves up, ties keep the CMS's order.
 */
export function rerank<T>(
  items: readonly T[],
  fieldsOf: (item: T) => SearchFields,
  q: string,
): T[] {
  const terms = tokenize(q);
  if (terms.length === 0) return [...items];
  const matchers = termMatchers(terms);
  const phrase = terms.join(" ");
  return items
    .map((item, index) => {
      // Score per term, so an item the CMS matched on a field we do not see still counts.
      const fields = prepareFields(fieldsOf(item));
      const score = matchers.reduce((sum, m) => sum + scoreFields(fields, [m]), 0);
      return { item, index, score: score + phraseBonus(fields.heading, phrase) };
    })
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
