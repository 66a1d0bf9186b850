// The agenda's address (spec §2 Agenda, §5): the query parameters per language, what they
// mean, the links that keep them, and the old addresses that redirect.
import { href } from "~/route-table.js";
import { type Locale, otherLocale } from "../../models/http/locale";
import { cleanText } from "../../models/search/plain-text";
import { MAX_QUERY_LENGTH } from "../../models/search/search-query";
import { type DateChoice, isPeriod, PERIOD_WORDS, parseDay, periodFromWord } from "./agenda-dates";
import { type MonthKey, monthId, parseMonthId } from "./agenda-months";

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
  /** A period ("today", "week", "weekend") or one day "YYYY-MM-DD" (agenda-dates.ts). */
  when: DateChoice | null;
  /** A hall as "venue-hall" ids, the same in both languages. */
  hall: string | null;
  /** Site tags as the CMS spells them in the page's language; a performance with any matches. */
  tags: string[];
};

export const NO_FILTER: AgendaFilter = {
  q: "",
  genre: null,
  onSale: false,
  when: null,
  hall: null,
  tags: [],
};

/** Which months a document draws (agenda-range.ts); each a valid month id or null. */
export type AgendaMonths = {
  /** The month a visitor picked or scrolled to (?maand= / ?month=): drawn, and opened at. */
  month: MonthKey | null;
  /** Draw the months up to and including this one (?tot= / ?until=): "Toon meer". */
  through: MonthKey | null;
  /** Start at this month (?vanaf= / ?from=): what the agenda's fetcher asks to add. */
  from: MonthKey | null;
};

export type AgendaQuery = AgendaFilter & AgendaMonths;

type ParamNames = {
  month: string;
  through: string;
  from: string;
  onSale: string;
  period: string;
  day: string;
  hall: string;
  tag: string;
};

/** Parameter names per language; q and genre read the same in both. */
export const AGENDA_PARAMS: Record<Locale, ParamNames> = {
  nl: {
    month: "maand",
    through: "tot",
    from: "vanaf",
    onSale: "nu-te-koop",
    period: "datum",
    day: "dag",
    hall: "zaal",
    tag: "kenmerk",
  },
  en: {
    month: "month",
    through: "until",
    from: "from",
    onSale: "on-sale",
    period: "date",
    day: "day",
    hall: "hall",
    tag: "tag",
  },
};

/** At most this many tags are read from an address; more are ignored. */
export const MAX_TAGS = 10;
const MAX_TAG_LENGTH = 80;
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

/**
 * The date choice: a period word of the language, else a day. The form sends both fields, so a
 * period the visitor picked wins over a day still in its field; with JavaScript picking one
 * clears the other.
 */
export function parseWhen(params: URLSearchParams, locale: Locale): DateChoice | null {
  const names = AGENDA_PARAMS[locale];
  return periodFromWord(params.get(names.period), locale) ?? parseDay(params.get(names.day));
}

/** A hall id pair ("10008-1"): word characters and dashes, short; anything else is none. */
export function parseHall(value: string | null): string | null {
  const text = value?.trim() ?? "";
  return /^[\w-]{1,40}$/.test(text) ? text : null;
}

/** Tags from the address: the first MAX_TAGS non-blank values of sane length, each once. */
export function parseTags(values: readonly string[]): string[] {
  const tags: string[] = [];
  for (const value of values.slice(0, MAX_TAGS * 2)) {
    const tag = cleanText(value);
    if (tag === "" || tag.length > MAX_TAG_LENGTH) continue;
    if (!tags.some((known) => known.toLowerCase() === tag.toLowerCase())) tags.push(tag);
    if (tags.length === MAX_TAGS) break;
  }
  return tags;
}

export function parseAgendaQuery(params: URLSearchParams, locale: Locale): AgendaQuery {
  const names = AGENDA_PARAMS[locale];
  const genre = cleanText(params.get(GENRE_PARAM));
  return {
    q: normalizeSearch(params.getAll(SEARCH_PARAM)),
    genre: genre === "" || genre.length > MAX_TAG_LENGTH ? null : genre,
    onSale: flag(params.get(names.onSale)),
    when: parseWhen(params, locale),
    hall: parseHall(params.get(names.hall)),
    tags: parseTags(params.getAll(names.tag)),
    month: parseMonthId(params.get(names.month)),
    through: parseMonthId(params.get(names.through)),
    from: parseMonthId(params.get(names.from)),
  };
}

type QueryState = AgendaFilter & Partial<AgendaMonths>;

/** "?q=…&genre=…" in a language's parameter names, or "" when nothing is set. */
export function agendaSearch(query: QueryState, locale: Locale): string {
  const names = AGENDA_PARAMS[locale];
  const params = new URLSearchParams();
  if (query.q !== "") params.set(SEARCH_PARAM, query.q);
  if (query.genre) params.set(GENRE_PARAM, query.genre);
  if (query.onSale) params.set(names.onSale, "1");
  if (query.when && isPeriod(query.when))
    params.set(names.period, PERIOD_WORDS[locale][query.when]);
  else if (query.when) params.set(names.day, query.when);
  if (query.hall) params.set(names.hall, query.hall);
  for (const tag of query.tags) params.append(names.tag, tag);
  if (query.from) params.set(names.from, monthId(query.from));
  if (query.through) params.set(names.through, monthId(query.through));
  if (query.month) params.set(names.month, monthId(query.month));
  const search = params.toString();
  return search === "" ? "" : `?${search}`;
}

/**
 * The link of a month control: works without JS (the server draws the months up to that one, the
 * hash scrolls to it). The month as a key or as its id ("2026-12").
 */
export function monthHref(query: AgendaFilter, locale: Locale, month: MonthKey | string): string {
  const key = typeof month === "string" ? parseMonthId(month) : month;
  if (!key) return `${href("agenda", locale)}${agendaSearch(query, locale)}`;
  const search = agendaSearch({ ...query, month: key }, locale);
  return `${href("agenda", locale)}${search}#${monthId(key)}`;
}

/**
 * "Toon meer": the same list drawn up to and including month `through`, opened at `first`, the
 * first month it adds (ids as "2027-02").
 */
export function moreHref(
  query: AgendaFilter,
  locale: Locale,
  first: string,
  through: string,
): string {
  const search = agendaSearch({ ...query, through: parseMonthId(through) }, locale);
  return `${href("agenda", locale)}${search}#${first}`;
}

/** What the agenda's fetcher loads to add months `from` to `through` (ids) below its list. */
export function monthsDataHref(
  query: AgendaFilter,
  locale: Locale,
  from: string,
  through: string,
): string {
  const months = { from: parseMonthId(from), through: parseMonthId(through) };
  return `${href("agenda", locale)}${agendaSearch({ ...query, ...months }, locale)}`;
}

/**
 * The agenda in both languages as search engines keep it: one address, the whole programme's,
 * however many months a document of it draws.
 */
export function agendaPagePaths(): Record<Locale, string> {
  return { nl: href("agenda", "nl"), en: href("agenda", "en") };
}

export function isFiltered(query: AgendaFilter): boolean {
  return (
    query.q !== "" ||
    query.genre !== null ||
    query.onSale ||
    query.when !== null ||
    query.hall !== null ||
    query.tags.length > 0
  );
}

/**
 * How many choices the filter panel holds, for its toggle on a phone: genre, hall, the date
 * choice, 'on sale now' and each tag count once. The search text is not one: its field stays in
 * view outside the panel.
 */
export function panelFilterCount(filter: Omit<AgendaFilter, "q">): number {
  return (
    (filter.genre ? 1 : 0) +
    (filter.hall ? 1 : 0) +
    (filter.when ? 1 : 0) +
    (filter.onSale ? 1 : 0) +
    filter.tags.length
  );
}

/**
 * The same agenda in the other language: search text, months, date, hall and 'on sale now' carry
 * over under that language's names. Genres and tags are the CMS's words in one language: they
 * carry over only as their twin in the other language's list (`twin`), else they are dropped.
 */
export function alternateAgendaUrl(
  query: AgendaQuery,
  locale: Locale,
  /** A genre's or tag's word in the other language (language-switch.ts wordTwins), if known. */
  twin: ((word: string) => string | null) | null = null,
): string {
  const other = otherLocale(locale);
  const genre = query.genre && twin ? twin(query.genre) : null;
  const tags = twin ? query.tags.map(twin).filter((tag): tag is string => tag !== null) : [];
  return `${href("agenda", other)}${agendaSearch({ ...query, genre, tags }, other)}`;
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
    [AGENDA_PARAMS.nl.through]: AGENDA_PARAMS.en.through,
    [AGENDA_PARAMS.nl.from]: AGENDA_PARAMS.en.from,
    [AGENDA_PARAMS.nl.onSale]: AGENDA_PARAMS.en.onSale,
    [AGENDA_PARAMS.nl.day]: AGENDA_PARAMS.en.day,
    [AGENDA_PARAMS.nl.hall]: AGENDA_PARAMS.en.hall,
  };
  const params = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (name === "l") continue;
    params.append(renamed[name] ?? name, value);
  }
  const search = params.toString();
  return `${href("agenda", "en")}${search === "" ? "" : `?${search}`}${url.hash}`;
}
