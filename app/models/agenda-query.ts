// The agenda's address (spec §2 Agenda, §5): the query parameters per language, what they
// mean, the links that keep them, and the old addresses that redirect.
import { href } from "~/route-table.js";
import { type MonthKey, monthId, parseMonthId } from "./agenda-months";
import { type Locale, otherLocale } from "./locale";
import { cleanText } from "./plain-text";
import { MAX_QUERY_LENGTH } from "./search-query";

/**
 * What narrows the list. Every filter is a query parameter, applied over all months on the
 * server (agenda-entries.ts filterEntries) and kept by every link the agenda makes (agendaSearch),
 * so a new filter is a field here, a line in parseAgendaQuery and agendaSearch, a test in
 * filterEntries and one in isFiltered.
 */
export type AgendaFilter = {
  /** Search text: every q value trimmed, lower-cased, blanks dropped, joined with spaces. */
  q: string;
  genre: string | null;
  onSale: boolean;
};

export const NO_FILTER: AgendaFilter = { q: "", genre: null, onSale: false };

export type AgendaQuery = AgendaFilter & {
  /** The month asked for in the address (?maand= / ?month=), if it is a valid month id. */
  month: MonthKey | null;
  /** Which part of a month too large for one page (?deel= / ?part=), 1 unless asked for. */
  part: number;
};

/** Parameter names per language; q and genre read the same in both. */
export const AGENDA_PARAMS: Record<Locale, { month: string; part: string; onSale: string }> = {
  nl: { month: "maand", part: "deel", onSale: "nu-te-koop" },
  en: { month: "month", part: "part", onSale: "on-sale" },
};
export const GENRE_PARAM = "genre";
export const SEARCH_PARAM = "q";

/**
 * Spec §2: trimmed, lower-cased, blank values dropped, several values joined with spaces. The
 * text goes back into the search field, so control characters go as every echoed text's do.
 */
export function normalizeSearch(values: readonly string[]): string {
  return values
    .map((value) => cleanText(value).toLowerCase())
    .filter((value) => value !== "")
    .join(" ")
    .slice(0, MAX_QUERY_LENGTH);
}

function flag(value: string | null): boolean {
  if (value === null) return false;
  const text = value.trim().toLowerCase();
  return text !== "" && text !== "0" && text !== "false";
}

/** A part number: 1–99 in plain digits; anything else is the first part. */
export function parsePart(value: string | null): number {
  const text = value?.trim() ?? "";
  if (!/^\d{1,2}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

export function parseAgendaQuery(params: URLSearchParams, locale: Locale): AgendaQuery {
  const names = AGENDA_PARAMS[locale];
  const genre = cleanText(params.get(GENRE_PARAM));
  return {
    q: normalizeSearch(params.getAll(SEARCH_PARAM)),
    genre: genre === "" ? null : genre,
    onSale: flag(params.get(names.onSale)),
    month: parseMonthId(params.get(names.month)),
    part: parsePart(params.get(names.part)),
  };
}

type QueryState = AgendaFilter & { month?: MonthKey | null; part?: number };

/** "?q=…&genre=…" in a language's parameter names, or "" when nothing is set. */
export function agendaSearch(query: QueryState, locale: Locale): string {
  const names = AGENDA_PARAMS[locale];
  const params = new URLSearchParams();
  if (query.q !== "") params.set(SEARCH_PARAM, query.q);
  if (query.genre) params.set(GENRE_PARAM, query.genre);
  if (query.onSale) params.set(names.onSale, "1");
  if (query.month) params.set(names.month, monthId(query.month));
  if (query.month && query.part && query.part > 1) params.set(names.part, String(query.part));
  const search = params.toString();
  return search === "" ? "" : `?${search}`;
}

/**
 * The link of a month control: works without JS (the server opens the page that shows the month,
 * the hash scrolls to it). The month as a key or as its id ("2026-12"); `part` for the second
 * and later parts of a month split over pages.
 */
export function monthHref(
  query: AgendaFilter,
  locale: Locale,
  month: MonthKey | string,
  part = 1,
): string {
  const key = typeof month === "string" ? parseMonthId(month) : month;
  if (!key) return `${href("agenda", locale)}${agendaSearch(query, locale)}`;
  const search = agendaSearch({ ...query, month: key, part }, locale);
  return `${href("agenda", locale)}${search}#${monthId(key)}`;
}

/**
 * A page of the agenda in both languages, the address search engines keep for it: its first
 * month and part, or the agenda's plain address for the first page (start null).
 */
export function agendaPagePaths(start: MonthKey | null, part = 1): Record<Locale, string> {
  const path = (locale: Locale) =>
    `${href("agenda", locale)}${agendaSearch({ ...NO_FILTER, month: start, part }, locale)}`;
  return { nl: path("nl"), en: path("en") };
}

export function isFiltered(query: AgendaFilter): boolean {
  return query.q !== "" || query.genre !== null || query.onSale;
}

/**
 * The same agenda in the other language: search text, month and 'on sale now' carry over under
 * that language's names. Genre names are the CMS's words in one language, so they do not.
 */
export function alternateAgendaUrl(query: AgendaQuery, locale: Locale): string {
  const other = otherLocale(locale);
  return `${href("agenda", other)}${agendaSearch({ ...query, genre: null }, other)}`;
}

/**
 * Legacy links to the Dutch agenda with ?l=en go to the English calendar (spec §2), keeping the
 * other parameters (our own renamed to their English names). Null when no redirect is due.
 */
export function legacyAgendaRedirect(url: URL, locale: Locale): string | null {
  if (locale !== "nl") return null;
  const wantsEnglish = url.searchParams
    .getAll("l")
    .some((value) => value.trim().toLowerCase() === "en");
  if (!wantsEnglish) return null;
  const renamed: Record<string, string> = {
    [AGENDA_PARAMS.nl.month]: AGENDA_PARAMS.en.month,
    [AGENDA_PARAMS.nl.part]: AGENDA_PARAMS.en.part,
    [AGENDA_PARAMS.nl.onSale]: AGENDA_PARAMS.en.onSale,
  };
  const params = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (name === "l") continue;
    params.append(renamed[name] ?? name, value);
  }
  const search = params.toString();
  return `${href("agenda", "en")}${search === "" ? "" : `?${search}`}${url.hash}`;
}
