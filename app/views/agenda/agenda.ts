// The agenda screen's rules (spec §2 Agenda, §3 Agenda month group): the months the listed
// productions play in, the window of them one page shows (agenda-window.ts), and the month links.
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
import { type AgendaEntry, filterEntries, genreOptions, knownGenre } from "./agenda-entries";
import {
  adjacentMonths,
  formatMonth,
  groupByMonth,
  type MonthKey,
  monthId,
  parseMonthId,
} from "./agenda-months";
import { type HallOption, hallOptions, knownHall, knownTags, tagOptions } from "./agenda-options";
import { type AgendaFilter, type AgendaQuery, monthHref } from "./agenda-query";
import {
  agendaPages,
  neighbourPages,
  openingMonth,
  type PageRef,
  pageFor,
  pageRef,
} from "./agenda-window";

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

/** A month this page shows, with its productions. */
export type AgendaMonthView = { id: string; label: string; items: AgendaItemView[] };

export type AgendaView = {
  /** Every month with listed productions (after filtering), for the month bar. */
  months: AgendaMonthLink[];
  /** The months this page shows (consecutive, a few of `months`), or one part of a large one. */
  shown: AgendaMonthView[];
  /** Where this page is among the pages of the agenda (agenda-window.ts). */
  page: { part: number; previous: PageRef | null; next: PageRef | null };
  /** Month id the page opens on; null when nothing is listed. */
  current: string | null;
  /** Productions listed after filtering (in every month, not only those shown), and before. */
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

export type PageLink = MonthLink & { part: number };

/**
 * The pages before and after this one, named after their first month: "Terug naar november
 * 2026", "Verder met januari 2027"; null at the ends.
 */
export function pageLinks(
  view: Pick<AgendaView, "months" | "page" | "query">,
  locale: Locale,
): { previous: PageLink | null; next: PageLink | null } {
  const link = (ref: PageRef | null): PageLink | null => {
    const month = ref && view.months.find((m) => m.id === ref.id);
    if (!ref || !month) return null;
    const href = monthHref(view.query, locale, month.id, ref.part);
    return { id: month.id, label: month.label, href, part: ref.part };
  };
  return { previous: link(view.page.previous), next: link(view.page.next) };
}

/**
 * The address search engines keep for this page: its first month and part, or a null month for
 * the first page (the agenda's plain address).
 */
export function pageAddress(view: Pick<AgendaView, "months" | "shown" | "page">): {
  start: MonthKey | null;
  part: number;
} {
  const start = view.shown[0]?.id ?? null;
  if (start === null || (start === view.months[0]?.id && view.page.part === 1)) {
    return { start: null, part: 1 };
  }
  return { start: parseMonthId(start), part: view.page.part };
}

// ---------------------------------------------------------------------------------------------
// The whole screen

export function buildAgendaView(
  entries: readonly AgendaEntry[],
  query: AgendaQuery,
  locale: Locale,
  now: Date,
  venues: Readonly<Record<string, Venue>> = {},
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
  // Searching and filtering run over every month; only the drawing is limited to a window.
  const matching = filterEntries(entries, applied, now);
  const groups = groupByMonth(matching, (entry) => entry.startDates, now);
  const opening = openingMonth(groups, query.month);
  const pages = agendaPages(groups.map((group) => ({ id: group.id, size: group.items.length })));
  const page = pageFor(pages, opening?.id ?? null, query.part);
  const parts = new ItemParts();
  const months: AgendaMonthLink[] = groups.map((group, index) => ({
    id: group.id,
    label: formatMonth(group, locale),
    shortLabel: shortMonthLabel(group, locale, groups[index - 1] ?? null, groups[0] ?? null),
  }));
  const byId = new Map(groups.map((group) => [group.id, group]));
  const shown: AgendaMonthView[] = [];
  for (const slice of page) {
    const group = byId.get(slice.id);
    if (!group) continue;
    shown.push({
      id: group.id,
      label: formatMonth(group, locale),
      items: group.items.slice(slice.from, slice.to).map((entry) => {
        const dates = monthDatesText(datesByMonth(entry).get(group.id) ?? [], group, locale);
        return itemView(entry, parts, dates);
      }),
    });
  }
  return {
    months,
    shown,
    page: { part: pageRef(pages, page)?.part ?? 1, ...neighbourPages(pages, page) },
    // A page opened on a later part of a month, or on a month it does not show, opens at its top.
    current: page.some((slice) => slice.id === opening?.id)
      ? (opening?.id ?? null)
      : (page[0]?.id ?? null),
    count: matching.length,
    total: entries.length,
    query: applied,
    genres,
    tags,
    halls,
    days: dayRange(entries),
  };
}

function dayRange(entries: readonly AgendaEntry[]): AgendaView["days"] {
  let first: string | null = null;
  let last: string | null = null;
  for (const entry of entries) {
    const from = entry.performances[0]?.wall.slice(0, 10);
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
}

function itemView(entry: AgendaEntry, parts: ItemParts, dates: string): AgendaItemView {
  return {
    heading: entry.heading,
    ...(entry.subheading ? { subheading: entry.subheading } : {}),
    dates,
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
