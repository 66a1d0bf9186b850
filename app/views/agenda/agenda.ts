// The agenda screen's rules (spec §2 Agenda, §3 Agenda month group): the months the listed
// productions play in, the run of them one document draws (agenda-range.ts), and the month links.
// The address is read in agenda-query.ts and the productions are chosen and filtered in
// agenda-entries.ts.
import { DateTime } from "luxon";
import type { Venue } from "~/content/schema";
import type { CropArea, ImageCrop } from "../../models/content/image-url";
import { TextMemo } from "../../models/content/memo";
import { dayKey, ZONE } from "../../models/dates/amsterdam-time";
import { formatDateGroups, groupDates } from "../../models/dates/date-groups";
import type { Locale } from "../../models/http/locale";
import type { SalesButton } from "../../models/sales/sales-button";
import { type SalesButtonLook, salesButtonLook } from "../../models/sales/sales-button-look";
import { startWallClock } from "./agenda-dates";
import {
  type AgendaEntry,
  comingCount,
  type FoundProductions,
  filterEntries,
  genreOptions,
  knownGenre,
} from "./agenda-entries";
import {
  adjacentMonths,
  formatMonth,
  groupByMonth,
  type MonthKey,
  monthId,
  parseMonthId,
} from "./agenda-months";
import {
  type HallOption,
  hallNames,
  hallOptions,
  knownHall,
  knownTags,
  tagOptions,
} from "./agenda-options";
import { type AgendaFilter, type AgendaQuery, monthHref } from "./agenda-query";
import { agendaRange, nextRange } from "./agenda-range";

/**
 * A thumbnail as the loader data carries it: the upload and the crop as [x, y, width, height].
 * It has no alt text: beside the production's heading the picture is decoration (alt=""), and a
 * screen reader hears the title once per item rather than "Scènefoto uit …" after it. The
 * production page shows the picture with its text.
 */
export type AgendaThumb = {
  path: string;
  area: readonly [x: number, y: number, width: number, height: number];
};

export function thumbArea({ path, area }: AgendaThumb): CropArea {
  const [crop_x, crop_y, crop_width, crop_height] = area;
  return { cdn_url_path: path, crop_x, crop_y, crop_width, crop_height, alt: null };
}

/** One production in one month, as the page draws it; nothing the components do not read. */
export type AgendaItemView = {
  heading: string;
  subheading?: string;
  /** The performances in this month, e.g. "12 t/m 14 maart". */
  dates: string;
  /** Their start times in Amsterdam, e.g. "14:00, 20:00". */
  times: string;
  /** The halls they play in, e.g. "Grote Zaal"; absent when the CMS names none. */
  halls?: string;
  image: AgendaThumb;
  /** The production page: the item's link and its key in the list. */
  moreInfo: string;
  salesButton?: SalesButtonLook;
};

/** A month of the month bar: every month with listed productions has one. */
export type AgendaMonthLink = {
  id: string;
  /** "november 2026" */
  label: string;
  /** "nov", with the year where a new year starts: "jan 2027". */
  shortLabel: string;
};

/** A month this document draws, with its productions. */
export type AgendaMonthView = { id: string; label: string; items: AgendaItemView[] };

/** Months by id, first and last of a run. */
export type MonthSpan = { from: string; through: string };

export type AgendaView = {
  /** Every month with listed productions (after filtering), for the month bar. */
  months: AgendaMonthLink[];
  /** The months this document draws: a run of whole months of `months` (agenda-range.ts). */
  shown: AgendaMonthView[];
  /** The months "Toon meer" adds after `shown`; null when `shown` reaches the last month. */
  more: MonthSpan | null;
  /** Month id the page opens on; null when nothing is listed. */
  current: string | null;
  /** Productions listed after filtering (in every month, drawn or not), and before. */
  count: number;
  total: number;
  query: AgendaFilter;
  /** Every genre of the listed productions, for the genre filter. */
  genres: string[];
  /** Site tags and halls of the listed performances, for their filters (agenda-options.ts). */
  tags: string[];
  halls: HallOption[];
  /** First and last day with listed performances, the range of the day field. */
  days: { first: string; last: string } | null;
};

// ---------------------------------------------------------------------------------------------
// Months

/**
 * "nov"; the first month of a new year also names the year ("jan 2027"), and so does a month
 * whose name the list already showed a year earlier ("nov" … "nov 2027").
 */
const shortLabels = /* @__PURE__ */ new TextMemo<string>(1000);
export function shortMonthLabel(
  m: MonthKey,
  locale: Locale,
  previous: MonthKey | null,
  first: MonthKey | null = null,
): string {
  const newYear = previous !== null && previous.year !== m.year;
  const repeatsName = first !== null && m.year > first.year && m.month >= first.month;
  const format = newYear || repeatsName ? "LLL yyyy" : "LLL";
  return shortLabels.get(`${locale}|${monthId(m)}|${format}`, () =>
    DateTime.fromObject(
      { year: m.year, month: m.month + 1, day: 1 },
      { zone: ZONE, locale },
    ).toFormat(format),
  );
}

export type MonthLink = { id: string; label: string; href: string };

const linkTo = (
  months: readonly AgendaMonthLink[],
  query: AgendaFilter,
  locale: Locale,
  m: MonthKey | null,
): MonthLink | null => {
  if (!m) return null;
  const id = monthId(m);
  // Labels come from the months themselves: this runs in the browser, which needs no date library.
  const label = months.find((month) => month.id === id)?.label ?? id;
  return { id, label, href: monthHref(query, locale, m) };
};

const keyOf = (id: string | undefined): MonthKey | null => parseMonthId(id);

/** Previous/next month controls: null at the ends, where the control is disabled. */
export function monthLinks(
  months: readonly AgendaMonthLink[],
  currentId: string | null,
  query: AgendaFilter,
  locale: Locale,
): { previous: MonthLink | null; next: MonthLink | null } {
  const current = months.find((month) => month.id === currentId) ?? months[0];
  const here = current && keyOf(current.id);
  if (!here) return { previous: null, next: null };
  const keys = months.map((month) => keyOf(month.id)).filter((key) => key !== null);
  const { previous, next } = adjacentMonths(keys, here);
  return {
    previous: linkTo(months, query, locale, previous),
    next: linkTo(months, query, locale, next),
  };
}

// ---------------------------------------------------------------------------------------------
// The whole screen

export function buildAgendaView(
  entries: readonly AgendaEntry[],
  query: AgendaQuery,
  locale: Locale,
  now: Date,
  venues: Readonly<Record<string, Venue>> = {},
  found: FoundProductions = null,
): AgendaView {
  const genres = genreOptions(entries, locale);
  const tags = tagOptions(entries, locale);
  const halls = hallOptions(entries, venues, locale);
  // What the address asks for, as far as the data knows it: the rest is never echoed.
  const applied: AgendaFilter = {
    q: query.q,
    genre: knownGenre(query.genre, genres),
    onSale: query.onSale,
    when: query.when,
    hall: knownHall(query.hall, halls),
    tags: knownTags(query.tags, tags),
  };
  // Searching and filtering run over every month; only the drawing is limited to a run of them.
  const matching = filterEntries(entries, applied, now, found);
  const groups = groupByMonth(matching, (entry) => entry.startDates, now);
  const sized = groups.map((group) => ({
    id: group.id,
    items: group.items.map((entry) => entry.id),
  }));
  const range = agendaRange(
    sized,
    {
      month: query.month && monthId(query.month),
      through: query.through && monthId(query.through),
      from: query.from && monthId(query.from),
    },
    now,
  );
  const following = range && nextRange(sized, range);
  const parts = new ItemParts(hallNames(venues));
  const months: AgendaMonthLink[] = groups.map((group, index) => ({
    id: group.id,
    label: formatMonth(group, locale),
    shortLabel: shortMonthLabel(group, locale, groups[index - 1] ?? null, groups[0] ?? null),
  }));
  const drawn = range ? groups.slice(range.from, range.through + 1) : [];
  const shown: AgendaMonthView[] = drawn.map((group) => ({
    id: group.id,
    label: formatMonth(group, locale),
    items: group.items.map((entry) => {
      const isoDates = datesByMonth(entry).get(group.id) ?? [];
      return itemView(entry, parts, monthDatesText(isoDates, group, locale), group.id);
    }),
  }));
  const asked = query.month && monthId(query.month);
  return {
    months,
    shown,
    more: following
      ? { from: groups[following.from]?.id ?? "", through: groups[following.through]?.id ?? "" }
      : null,
    // The month picked, or the listed month after it (the last one after them all); else the
    // first month drawn.
    current:
      (asked ? (shown.find((month) => month.id >= asked) ?? shown.at(-1)) : shown[0])?.id ?? null,
    count: matching.length,
    total: comingCount(entries, now),
    query: applied,
    genres,
    tags,
    halls,
    days: dayRange(entries, now),
  };
}

/** The days a visitor can pick: from the first performance that has not begun to the last. */
function dayRange(entries: readonly AgendaEntry[], now: Date): AgendaView["days"] {
  const begun = startWallClock(now.toISOString()) ?? "";
  let first: string | null = null;
  let last: string | null = null;
  for (const entry of entries) {
    const from = entry.performances.find((p) => p.wall > begun)?.wall.slice(0, 10);
    const to = entry.performances[entry.performances.length - 1]?.wall.slice(0, 10);
    if (from && (first === null || from < first)) first = from;
    if (to && (last === null || to > last)) last = to;
  }
  return first && last ? { first, last } : null;
}

/**
 * A production's picture and button, made once per page: a production in several months shares
 * the same objects, which the loader data's encoding then sends once.
 */
class ItemParts {
  constructor(private readonly hallName: ReadonlyMap<string, string>) {}
  private readonly images = new Map<ImageCrop, AgendaThumb>();
  private readonly areas = new Map<string, AgendaThumb["area"]>();
  private readonly buttons = new Map<SalesButton, SalesButtonLook>();
  image(crop: ImageCrop): AgendaThumb {
    let thumb = this.images.get(crop);
    if (!thumb) {
      // Pictures cropped alike share one area.
      const key = `${crop.crop_x},${crop.crop_y},${crop.crop_width},${crop.crop_height}`;
      let area = this.areas.get(key);
      if (!area) {
        area = [crop.crop_x, crop.crop_y, crop.crop_width, crop.crop_height];
        this.areas.set(key, area);
      }
      thumb = { path: crop.cdn_url_path, area };
      this.images.set(crop, thumb);
    }
    return thumb;
  }
  button(button: SalesButton): SalesButtonLook {
    let look = this.buttons.get(button);
    if (!look) {
      look = salesButtonLook(button);
      this.buttons.set(button, look);
    }
    return look;
  }
  /** The names of the halls of `halls` ("venue-hall" keys), each once, in the order met. */
  halls(halls: readonly (string | null)[]): string {
    const names = new Set<string>();
    for (const hall of halls) {
      const name = hall === null ? undefined : this.hallName.get(hall);
      if (name) names.add(name);
    }
    return [...names].join(", ");
  }
}

/**
 * The distinct start times of performances (Amsterdam wall clocks "YYYY-MM-DDTHH:mm"), earliest
 * first: "14:00, 20:00". The times of the day are what a visitor plans by, not of each date.
 */
export function startTimes(walls: readonly string[]): string {
  return [...new Set(walls.map((wall) => wall.slice(11, 16)).filter((t) => t !== ""))]
    .sort()
    .join(", ");
}

function itemView(
  entry: AgendaEntry,
  parts: ItemParts,
  dates: string,
  month: string,
): AgendaItemView {
  const inMonth = entry.performances.filter((p) => p.wall.startsWith(month));
  const halls = parts.halls(inMonth.map((p) => p.hall));
  return {
    heading: entry.heading,
    ...(entry.subheading ? { subheading: entry.subheading } : {}),
    dates,
    times: startTimes(inMonth.map((p) => p.wall)),
    ...(halls ? { halls } : {}),
    image: parts.image(entry.image),
    moreInfo: entry.moreInfo,
    ...(entry.salesButton ? { salesButton: parts.button(entry.salesButton) } : {}),
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
