// The agenda screen's rules (spec §2 Agenda, §3 Agenda month group, §5): which productions are
// listed, how the search text and the filters match, which month the page opens on and where the
// month controls and the other language lead. Pure: the loader feeds it the production list.
import { DateTime } from "luxon";
import type { ContentEvent, ProductionPageData } from "~/content/schema";
import { href } from "~/route-table.js";
import {
  adjacentMonths,
  formatMonth,
  groupByMonth,
  type MonthKey,
  monthId,
  parseMonthId,
} from "./agenda-months";
import { dayKey, toAmsterdam, todayKey, ZONE } from "./amsterdam-time";
import { formatDateGroups, groupDates } from "./date-groups";
import { type EventStatus, eventStatus, leadingStatus } from "./event-status";
import type { ImageCrop } from "./image-url";
import { type Locale, otherLocale } from "./locale";
import { memoPerDay, TextMemo } from "./memo";
import { crop } from "./page-items";
import { productionSalesButton, type SalesButton, type SalesLinkContext } from "./sales-button";

/** One production page of the list as the production service delivers it. */
export type AgendaSource = {
  node: { id: string };
  page: ProductionPageData;
  events: readonly ContentEvent[];
};

/** A production the agenda can list; `search` and `status` stay on the server. */
export type AgendaEntry = {
  id: string;
  heading: string;
  subheading: string | null;
  image: ImageCrop;
  moreInfo: string;
  salesButton: SalesButton | null;
  genres: string[];
  /** ISO start dates of the performances from today on. */
  startDates: string[];
  /** The most useful status among the upcoming performances (spec §4). */
  status: EventStatus | null;
  /** Heading, subheading, search keywords and genres, folded for matching. */
  search: string;
};

export type AgendaItemView = {
  id: string;
  heading: string;
  subheading: string | null;
  /** The performances in this month, e.g. "12 t/m 14 maart". */
  dates: string;
  image: ImageCrop;
  moreInfo: string;
  salesButton: SalesButton | null;
};

export type AgendaMonthView = MonthKey & {
  id: string;
  /** "november 2026" */
  label: string;
  /** "nov", with the year where a new year starts: "jan 2027". */
  shortLabel: string;
  items: AgendaItemView[];
};

export type AgendaQuery = {
  /** Search text: every q value trimmed, lower-cased, blanks dropped, joined with spaces. */
  q: string;
  genre: string | null;
  onSale: boolean;
  /** The month asked for in the address (?maand= / ?month=), if it is a valid month id. */
  month: MonthKey | null;
};

export type AgendaView = {
  months: AgendaMonthView[];
  /** Month id the page opens on; null when nothing is listed. */
  current: string | null;
  /** Productions listed after filtering, and before. */
  count: number;
  total: number;
  query: { q: string; genre: string | null; onSale: boolean };
  /** Every genre of the listed productions, for the genre filter. */
  genres: string[];
};

// ---------------------------------------------------------------------------------------------
// Query parameters

/** Parameter names per language; q and genre read the same in both. */
export const AGENDA_PARAMS: Record<Locale, { month: string; onSale: string }> = {
  nl: { month: "maand", onSale: "nu-te-koop" },
  en: { month: "month", onSale: "on-sale" },
};
export const GENRE_PARAM = "genre";
export const SEARCH_PARAM = "q";
const MAX_QUERY_LENGTH = 200;

/** Spec §2: trimmed, lower-cased, blank values dropped, several values joined with spaces. */
export function normalizeSearch(values: readonly string[]): string {
  return values
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value !== "")
    .join(" ")
    .slice(0, MAX_QUERY_LENGTH);
}

function flag(value: string | null): boolean {
  if (value === null) return false;
  const text = value.trim().toLowerCase();
  return text !== "" && text !== "0" && text !== "false";
}

export function parseAgendaQuery(params: URLSearchParams, locale: Locale): AgendaQuery {
  const names = AGENDA_PARAMS[locale];
  const genre = params.get(GENRE_PARAM)?.trim() ?? "";
  return {
    q: normalizeSearch(params.getAll(SEARCH_PARAM)),
    genre: genre === "" ? null : genre,
    onSale: flag(params.get(names.onSale)),
    month: parseMonthId(params.get(names.month)),
  };
}

type QueryState = Pick<AgendaQuery, "q" | "genre" | "onSale"> & { month?: MonthKey | null };

/** "?q=…&genre=…" in a language's parameter names, or "" when nothing is set. */
export function agendaSearch(query: QueryState, locale: Locale): string {
  const names = AGENDA_PARAMS[locale];
  const params = new URLSearchParams();
  if (query.q !== "") params.set(SEARCH_PARAM, query.q);
  if (query.genre) params.set(GENRE_PARAM, query.genre);
  if (query.onSale) params.set(names.onSale, "1");
  if (query.month) params.set(names.month, monthId(query.month));
  const search = params.toString();
  return search === "" ? "" : `?${search}`;
}

/** The link of a month control: works without JS (the server opens on it, the hash scrolls). */
export function monthHref(query: QueryState, locale: Locale, month: MonthKey): string {
  return `${href("agenda", locale)}${agendaSearch({ ...query, month }, locale)}#${monthId(month)}`;
}

export function isFiltered(query: Pick<AgendaQuery, "q" | "genre" | "onSale">): boolean {
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

// ---------------------------------------------------------------------------------------------
// Building the entries

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** Lower-case without accents, so "scene" finds "Scène"; substring matching only, no RegExp. */
export function foldForSearch(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export type AgendaContext = {
  locale: Locale;
  now: Date;
  sales: SalesLinkContext;
  onUnknownStatus?: (statusID: string) => void;
};

type AgendaBase = Omit<AgendaEntry, "salesButton"> & {
  upcoming: readonly ContentEvent[];
  playDatesHref: string;
};

/**
 * Spec §5: an agenda item needs a heading, a complete thumbnail and permission to be in the
 * calendar; a production without performances from today on is not listed either.
 *
 * Everything but the sales button (which carries the visitor's referral and view id) is kept
 * per source and Amsterdam day: the production list hands over the same source objects for as
 * long as its answer is cached, so the dates are read once per answer and day.
 */
export function agendaEntry(source: AgendaSource, ctx: AgendaContext): AgendaEntry | null {
  const base = memoPerDay(source, "agenda", todayKey(ctx.now), () => agendaBase(source, ctx));
  if (!base) return null;
  const { upcoming, playDatesHref, ...entry } = base;
  return {
    ...entry,
    salesButton: productionSalesButton(
      upcoming,
      { ...ctx.sales, playDatesHref, overrideText: source.page.salesButtonOverrideText },
      ctx.onUnknownStatus,
    ),
  };
}

function agendaBase(source: AgendaSource, ctx: AgendaContext): AgendaBase | null {
  const { page } = source;
  const heading = text(page.heading);
  const image = crop(page.images?.thumb);
  const moreInfo = text(page.url);
  if (!heading || !image || !moreInfo || page.isAllowedInCalendar !== true) return null;

  const today = todayKey(ctx.now);
  const upcoming = source.events
    .map((event) => ({ event, start: toAmsterdam(event.start_date) }))
    .filter(({ start }) => start !== null && (start.toISODate() ?? "") >= today)
    .sort((a, b) => (a.start?.toMillis() ?? 0) - (b.start?.toMillis() ?? 0))
    .map(({ event }) => event);
  if (upcoming.length === 0) return null;

  const genres = (page.genres ?? []).map((genre) => genre.trim()).filter((genre) => genre !== "");
  const subheading = text(page.subheading);
  const statuses = upcoming.map((event) => eventStatus(event, ctx.onUnknownStatus));
  return {
    id: source.node.id,
    heading,
    subheading,
    image,
    moreInfo,
    genres,
    startDates: upcoming.map((event) => event.start_date),
    status: leadingStatus(statuses),
    search: foldForSearch(
      [heading, subheading, page.searchKeywords, genres.join(" ")].filter(Boolean).join(" \n "),
    ),
    upcoming,
    playDatesHref: `${moreInfo}#speeldata`,
  };
}

export function agendaEntries(sources: readonly AgendaSource[], ctx: AgendaContext): AgendaEntry[] {
  const entries: AgendaEntry[] = [];
  for (const source of sources) {
    const entry = agendaEntry(source, ctx);
    if (entry) entries.push(entry);
  }
  return entries;
}

// ---------------------------------------------------------------------------------------------
// Filtering

/** Every word of the search text must occur in heading, subheading, keywords or genres. */
export function matchesSearch(entry: Pick<AgendaEntry, "search">, q: string): boolean {
  const terms = foldForSearch(q).split(/\s+/).filter(Boolean);
  return terms.every((term) => entry.search.includes(term));
}

export function matchesGenre(entry: Pick<AgendaEntry, "genres">, genre: string | null): boolean {
  if (genre === null) return true;
  const wanted = genre.toLowerCase();
  return entry.genres.some((g) => g.toLowerCase() === wanted);
}

/** 'On sale now': tickets can be bought right away (spec §4 on_sale and last_chance). */
export function isOnSaleNow(entry: Pick<AgendaEntry, "status">): boolean {
  return entry.status === "on_sale" || entry.status === "last_chance";
}

// An Intl.Collator is costly to make and the same for every request of a language.
const collators = new Map<Locale, Intl.Collator>();
function collatorFor(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: "base" });
    collators.set(locale, collator);
  }
  return collator;
}

/** Genres of the entries, each once (the first spelling wins), in the language's order. */
export function genreOptions(entries: readonly AgendaEntry[], locale: Locale): string[] {
  const byKey = new Map<string, string>();
  for (const entry of entries) {
    for (const genre of entry.genres) {
      const key = genre.toLowerCase();
      if (!byKey.has(key)) byKey.set(key, genre);
    }
  }
  return [...byKey.values()].sort(collatorFor(locale).compare);
}

/** The genre of the address as the data spells it; an unknown genre filters nothing. */
export function knownGenre(genre: string | null, options: readonly string[]): string | null {
  if (genre === null) return null;
  const wanted = genre.toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted) ?? null;
}

export function filterEntries(
  entries: readonly AgendaEntry[],
  query: Pick<AgendaQuery, "q" | "genre" | "onSale">,
): AgendaEntry[] {
  return entries.filter(
    (entry) =>
      matchesSearch(entry, query.q) &&
      matchesGenre(entry, query.genre) &&
      (!query.onSale || isOnSaleNow(entry)),
  );
}

// ---------------------------------------------------------------------------------------------
// Months

const ordinal = (m: MonthKey) => m.year * 12 + m.month;

/**
 * The month the page opens on: the one asked for, or the first listed month after it when it has
 * nothing (a gap or a month already past), or the last month when it lies beyond the list.
 * Without a month in the address: the first month.
 */
export function openingMonth<T extends MonthKey>(
  groups: readonly T[],
  requested: MonthKey | null,
): T | null {
  const [first] = groups;
  if (first === undefined) return null;
  if (requested === null) return first;
  const wanted = ordinal(requested);
  return groups.find((group) => ordinal(group) >= wanted) ?? groups[groups.length - 1] ?? first;
}

/** "nov"; the first month of a new year also names the year: "jan 2027". */
const shortLabels = /* @__PURE__ */ new TextMemo<string>(1000);
export function shortMonthLabel(m: MonthKey, locale: Locale, previous: MonthKey | null): string {
  const format = previous === null || previous.year === m.year ? "LLL" : "LLL yyyy";
  return shortLabels.get(`${locale}|${monthId(m)}|${format}`, () =>
    DateTime.fromObject(
      { year: m.year, month: m.month + 1, day: 1 },
      { zone: ZONE, locale },
    ).toFormat(format),
  );
}

export type MonthLink = { id: string; label: string; href: string };

/** Previous/next month controls: null at the ends, where the control is disabled. */
export function monthLinks(
  months: readonly AgendaMonthView[],
  currentId: string | null,
  query: QueryState,
  locale: Locale,
): { previous: MonthLink | null; next: MonthLink | null } {
  const current = months.find((month) => month.id === currentId) ?? months[0];
  if (!current) return { previous: null, next: null };
  const { previous, next } = adjacentMonths(months, current);
  // Labels come from the months themselves: this runs in the browser, which needs no date library.
  const link = (m: MonthKey | null): MonthLink | null => {
    if (!m) return null;
    const id = monthId(m);
    const label = months.find((month) => month.id === id)?.label ?? id;
    return { id, label, href: monthHref(query, locale, m) };
  };
  return { previous: link(previous), next: link(next) };
}

// ---------------------------------------------------------------------------------------------
// The whole screen

export function buildAgendaView(
  entries: readonly AgendaEntry[],
  query: AgendaQuery,
  locale: Locale,
  now: Date,
): AgendaView {
  const genres = genreOptions(entries, locale);
  const applied = { q: query.q, genre: knownGenre(query.genre, genres), onSale: query.onSale };
  const matching = filterEntries(entries, applied);
  const groups = groupByMonth(matching, (entry) => entry.startDates, now);
  const months: AgendaMonthView[] = groups.map((group, index) => ({
    month: group.month,
    year: group.year,
    id: group.id,
    label: formatMonth(group, locale),
    shortLabel: shortMonthLabel(group, locale, groups[index - 1] ?? null),
    items: group.items.map((entry) => ({
      id: entry.id,
      heading: entry.heading,
      subheading: entry.subheading,
      dates: monthDatesText(datesByMonth(entry).get(group.id) ?? [], group, locale),
      image: entry.image,
      moreInfo: entry.moreInfo,
      salesButton: entry.salesButton,
    })),
  }));
  return {
    months,
    current: openingMonth(months, query.month)?.id ?? null,
    count: matching.length,
    total: entries.length,
    query: applied,
    genres,
  };
}

function midMonth(m: MonthKey): Date {
  return new Date(Date.UTC(m.year, m.month, 15, 12));
}

// Formatting dates is by far the most expensive step of the view (luxon parses and formats
// every day), and the same production shows the same dates on every request while the list is
// cached, so the text is remembered. A pure function of its key; the memo is bounded.
const DATES_MEMO_LIMIT = 5000;
const datesMemo = new Map<string, string>();
function monthDatesText(isoDates: readonly string[], month: MonthKey, locale: Locale): string {
  const key = `${locale}|${monthId(month)}|${isoDates.join(",")}`;
  let text = datesMemo.get(key);
  if (text === undefined) {
    // The month heading names the year, so the dates under it need not repeat it.
    text = formatDateGroups(groupDates(isoDates), locale, midMonth(month));
    if (datesMemo.size >= DATES_MEMO_LIMIT) datesMemo.clear();
    datesMemo.set(key, text);
  }
  return text;
}

// Each start date is read once, not once for every month the production plays in; keyed by the
// list of start dates, which agendaEntry shares across requests for the same answer and day.
const monthDates = new WeakMap<readonly string[], Map<string, string[]>>();
function datesByMonth(entry: AgendaEntry): Map<string, string[]> {
  let months = monthDates.get(entry.startDates);
  if (!months) {
    months = new Map();
    for (const iso of entry.startDates) {
      const month = dayKey(iso)?.slice(0, 7);
      if (!month) continue;
      const list = months.get(month);
      if (list) list.push(iso);
      else months.set(month, [iso]);
    }
    monthDates.set(entry.startDates, months);
  }
  return months;
}
