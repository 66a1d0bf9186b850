// The site search index (issue 38 item 6, decision 0039): one MiniSearch index per language over
// the production pages (with the other language's title and keywords), the general pages (text,
// FAQ, blocks) and the news items. It forgives typing errors (one or two edits by word length),
// finds the start of a word ("cadeaubon" finds "Cadeaubonnen"), ranks a title match before a text
// match and, when nothing matches, suggests the closest words it knows. No I/O: the server builds
// it from the cached CMS lists (app/services/search-index.server.ts) and keeps it until they change.
import MiniSearch, { type SearchResult } from "minisearch";
import { foldText } from "./plain-text";
import { MAX_TERM_LENGTH, MAX_TERMS } from "./search-query";

export type SearchKind = "production" | "page" | "news";

/** What one result is found by; every field is plain text (HTML already reduced to its text). */
export type SearchDocument = {
  /** Unique over the index: the kind and the CMS node id. */
  id: string;
  kind: SearchKind;
  /** The heading in the page's language. */
  title: string;
  /** The heading in the other language (productions): "nutcracker" finds De Notenkraker. */
  otherTitle: string;
  subheading: string;
  /** searchKeywords of both languages, genres, site tags, news tags. */
  keywords: string;
  /** Questions and their answers (FAQ blocks, FAQ categories). */
  faq: string;
  /** Body text: main and remaining content, blocks, tabs, sidebars, banners. */
  text: string;
};

type FieldName = Exclude<keyof SearchDocument, "id" | "kind">;

/**
 * How much a match in each field counts. A title (either language's) counts most; keywords are
 * an editor's promise of what the page is about; a question is nearly a heading; then the text.
 */
export const FIELD_BOOSTS: Readonly<Record<FieldName, number>> = {
  title: 10,
  otherTitle: 8,
  keywords: 5,
  subheading: 3,
  faq: 2,
  text: 1,
};

const FIELDS = Object.keys(FIELD_BOOSTS) as FieldName[];
const TITLE_FIELDS: ReadonlySet<string> = new Set<FieldName>(["title", "otherTitle"]);

/**
 * Typing errors forgiven per word, by its length: none for the short words (two or three
 * letters, where one edit makes another common word: "de" → "en"), one up to seven letters
 * ("hmlet" → hamlet, "balet" → ballet), two from eight ("notenkraaker", "nutcraker").
 */
export function editsFor(term: string): number {
  const length = [...term].length;
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}

/** Words of three letters or more also find longer words they begin ("cadeaubon" → cadeaubonnen). */
export function findsPrefix(term: string): boolean {
  return [...term].length >= 3;
}

// Words split on anything that is not a letter or digit; "Jordaan!" is "jordaan", "t/m" two words.
const WORD = /[\p{L}\p{N}]+/gu;

export function words(text: string): string[] {
  return foldText(text).match(WORD) ?? [];
}

/** The terms of a query as the index sees them: folded, each once, bounded in number and length. */
export function queryTerms(q: string): string[] {
  const terms = [...new Set(words(q))].map((term) => [...term].slice(0, MAX_TERM_LENGTH).join(""));
  return terms.slice(0, MAX_TERMS);
}

/**
 * How a result matched, best first: its title is the query (3), its title holds every word of
 * the query (2), some word matched a title, typing errors forgiven (1), only the text matched (0).
 * "de grote musical" lists De Grote Musical before "Première De Grote Musical", and any title
 * match before a page that only mentions the word.
 */
export type MatchTier = 0 | 1 | 2 | 3;

export type Ranked<T> = { item: T; kind: SearchKind; score: number; tier: MatchTier };

/** The tier of a result whose titles (either language) are `titles`, for the query's terms. */
export function matchTier(
  titles: readonly (readonly string[])[],
  terms: readonly string[],
  matchedInTitle: boolean,
): MatchTier {
  const phrase = terms.join(" ");
  if (titles.some((title) => title.length > 0 && title.join(" ") === phrase)) return 3;
  const inTitle = (term: string) =>
    titles.some((title) => title.some((word) => word === term || word.startsWith(term)));
  if (terms.length > 0 && terms.every(inTitle)) return 2;
  return matchedInTitle ? 1 : 0;
}

type Sortable<T> = Ranked<T> & { order: number };

/**
 * By tier, then by score; ties keep the order the items were given in (the CMS's order), so the
 * same query always lists the same results in the same order.
 */
export function byRank<T>(a: Sortable<T>, b: Sortable<T>): number {
  return b.tier - a.tier || b.score - a.score || a.order - b.order;
}

/** Whether a result matched a query term in a title (either language's). */
function matchedInTitle(result: Pick<SearchResult, "match">): boolean {
  return Object.values(result.match).some((fields) => fields.some((f) => TITLE_FIELDS.has(f)));
}

export type SearchIndex<T> = {
  /** The items matching every term of q, best first (title matches before text matches). */
  search(q: string): Ranked<T>[];
  /**
   * A query close to q that finds something, for "Bedoelde u …?"; null when q finds something
   * itself or no known word is close enough.
   */
  suggest(q: string): string | null;
  /** Documents held (for logs and tests). */
  size: number;
};

export type IndexEntry<T> = { document: SearchDocument; item: T };

/** Words a suggestion may offer, and how telling each is (a title word beats a text word). */
type Vocabulary = Map<string, number>;

const SUGGEST_WEIGHT: Readonly<Record<FieldName, number>> = {
  title: 4,
  otherTitle: 4,
  keywords: 3,
  subheading: 2,
  faq: 1,
  text: 1,
};

function addWords(vocabulary: Vocabulary, document: SearchDocument) {
  for (const field of FIELDS) {
    for (const word of words(document[field])) {
      // Numbers and two-letter words make poor suggestions; overlong "words" are not words.
      if (word.length < 3 || word.length > MAX_TERM_LENGTH || /^\p{N}+$/u.test(word)) continue;
      vocabulary.set(word, (vocabulary.get(word) ?? 0) + SUGGEST_WEIGHT[field]);
    }
  }
}

/**
 * Levenshtein distance, or `limit + 1` as soon as it must exceed `limit`: the suggestion looks
 * at every known word, and most are far from the typed one.
 */
export function boundedDistance(a: string, b: string, limit: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  const distance = previous[y.length] ?? limit + 1;
  return distance > limit ? limit + 1 : distance;
}

/**
 * A suggestion reaches one edit further than the search itself (and one edit for short words):
 * "nootnkrakr" is three edits from "notenkraker", too far to find, close enough to offer.
 */
export function suggestionReach(term: string): number {
  return editsFor(term) + 1;
}

/** The known word closest to a term: fewest edits, then the most telling, then alphabetical. */
export function closestWord(term: string, vocabulary: ReadonlyMap<string, number>): string | null {
  if (vocabulary.has(term)) return term;
  if ([...term].length < 3) return null;
  const reach = suggestionReach(term);
  let best: { word: string; distance: number; weight: number } | null = null;
  for (const [word, weight] of vocabulary) {
    const distance = boundedDistance(term, word, reach);
    if (distance > reach) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && weight > best.weight) ||
      (distance === best.distance && weight === best.weight && word < best.word)
    ) {
      best = { word, distance, weight };
    }
  }
  return best?.word ?? null;
}

export function buildSearchIndex<T>(entries: readonly IndexEntry<T>[]): SearchIndex<T> {
  const mini = new MiniSearch<SearchDocument>({
    fields: FIELDS,
    storeFields: [],
    tokenize: words,
    // Terms arrive folded from `words`; nothing is dropped (no stop words: "de" is part of titles).
    processTerm: (term) => term,
    searchOptions: {
      boost: FIELD_BOOSTS,
      combineWith: "AND",
      fuzzy: (term) => editsFor(term),
      prefix: (term) => findsPrefix(term),
      // Exact words first, then the start of a word, then a typing error.
      weights: { prefix: 0.5, fuzzy: 0.35 },
    },
  });
  const items = new Map<string, { item: T; kind: SearchKind; order: number; titles: string[][] }>();
  const vocabulary: Vocabulary = new Map();
  const documents: SearchDocument[] = [];
  for (const { document, item } of entries) {
    if (items.has(document.id)) continue;
    items.set(document.id, {
      item,
      kind: document.kind,
      order: items.size,
      titles: [words(document.title), words(document.otherTitle)],
    });
    documents.push(document);
    addWords(vocabulary, document);
  }
  mini.addAll(documents);

  function search(q: string): Ranked<T>[] {
    const terms = queryTerms(q);
    if (terms.length === 0) return [];
    // The terms are passed as one query of known words: MiniSearch tokenizes them again with `words`.
    const found = mini.search(terms.join(" "));
    return found
      .flatMap((result): Sortable<T>[] => {
        const known = items.get(String(result.id));
        if (!known) return [];
        return [
          {
            item: known.item,
            kind: known.kind,
            score: result.score,
            tier: matchTier(known.titles, terms, matchedInTitle(result)),
            order: known.order,
          },
        ];
      })
      .sort(byRank)
      .map(({ order: _order, ...ranked }) => ranked);
  }

  function suggest(q: string): string | null {
    const terms = queryTerms(q);
    if (terms.length === 0 || search(q).length > 0) return null;
    const replaced = terms.map((term) => closestWord(term, vocabulary));
    if (replaced.some((word) => word === null)) return null;
    const suggestion = replaced.join(" ");
    if (suggestion === terms.join(" ")) return null;
    return search(suggestion).length > 0 ? suggestion : null;
  }

  return { search, suggest, size: documents.length };
}
