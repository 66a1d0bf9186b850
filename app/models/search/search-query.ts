// The search query (spec §2 Search, §9 limits): one normalised, bounded text, and the folded words
// the local matcher looks for. Imported by the search form, so it stays free of server-only code.
import { cleanText, foldText } from "./plain-text";

/** Spec §9: what each section shows, and the page of the CMS lists asked for. */
export const SEARCH_LIMITS = { productions: 5, pages: 10, news: 5 } as const;

/**
 * Longer text is cut: nobody types more, and a pasted essay must still give a normal page
 * (the CMS gets the same cut text, and the local matcher a bounded number of terms).
 */
export const MAX_QUERY_LENGTH = 200;

/**
 * The site search looks for at most this many words of a query, each cut to MAX_TERM_LENGTH
 * letters: every word costs a walk of the index with typing errors allowed, so a pasted text
 * must not cost more than a sentence.
 */
export const MAX_TERMS = 8;
export const MAX_TERM_LENGTH = 40;

/**
 * A query of one character is not searched (issue 38: "h" listed 106 results, which helps
 * nobody); the screen asks for more. Counted in characters, not UTF-16 units.
 */
export const MIN_QUERY_LENGTH = 2;

export function isTooShort(q: string): boolean {
  const length = [...q.replace(/\s+/gu, "")].length;
  return length > 0 && length < MIN_QUERY_LENGTH;
}

// ---------------------------------------------------------------------------------------------
// The query

/**
 * Spec §2: trimmed and lower-cased; blank values dropped and several q values joined with a
 * space; runs of white space become one space; cut to MAX_QUERY_LENGTH. "" means no search.
 */
export function normalizeQuery(values: string | null | undefined | readonly string[]): string {
  const list = typeof values === "string" ? [values] : (values ?? []);
  const joined = list
    .map((value) => cleanText(value).toLowerCase())
    .filter((value) => value !== "")
    .join(" ");
  // Cut on a character boundary (no half surrogate pair), then drop a trailing space.
  return Array.from(joined).slice(0, MAX_QUERY_LENGTH).join("").trim();
}

/** The words of a normalised query, folded, each once, in the order typed. */
export function tokenize(q: string): string[] {
  return [...new Set(foldText(q).split(/\s+/u).filter(Boolean))];
}

/**
 * Every character with a meaning in a regular expression gets a backslash, so typed text is
 * always matched literally ("(", "[", "*", "c++"). The result is valid with the "u" flag too:
 * only syntax characters are escaped, never letters or "-".
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
}
