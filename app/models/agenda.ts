// The agenda screen's rules (spec §2 Agenda, §3 Agenda month group): the months the listed
// productions play in, which one the page opens on, and the month links. The address is read in
// agenda-query.ts and the productions are chosen and filtered in agenda-entries.ts.
import { DateTime } from "luxon";
import { type AgendaEntry, filterEntries, genreOptions, knownGenre } from "./agenda-entries";
import { adjacentMonths, formatMonth, groupByMonth, type MonthKey, monthId } from "./agenda-months";
import { type AgendaQuery, monthHref, type QueryState } from "./agenda-query";
import { dayKey, ZONE } from "./amsterdam-time";
import { formatDateGroups, groupDates } from "./date-groups";
import type { ImageCrop } from "./image-url";
import type { Locale } from "./locale";
import { TextMemo } from "./memo";
import type { SalesButton } from "./sales-button";

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
