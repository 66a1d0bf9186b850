// The productions the agenda can list (spec §2 Agenda, §4): one entry per production page with
// upcoming performances, and the search text and filters that narrow the list.

import type { ContentEvent, ProductionPageData } from "~/content/schema";
import type { ImageCrop } from "../../models/content/image-url";
import { memoPerDay } from "../../models/content/memo";
import { crop } from "../../models/content/page-items";
import { toAmsterdam, todayKey } from "../../models/dates/amsterdam-time";
import type { Locale } from "../../models/http/locale";
import {
  type EventStatus,
  eventStatus,
  leadingStatus,
  startedKey,
} from "../../models/sales/event-status";
import {
  productionSalesButton,
  type SalesButton,
  type SalesLinkContext,
} from "../../models/sales/sales-button";
import { sharedWithoutReferral } from "../../models/sales/shared-for-visitors";
import { cleanTextOrNull } from "../../models/search/plain-text";
import { preparedProductionFields, siteTags } from "../../models/search/search-production-fields";
import { tokenize } from "../../models/search/search-query";
import { type DateSpan, dateSpan, inSpan, startWallClock } from "./agenda-dates";
import type { AgendaFilter } from "./agenda-query";

/** One production page of the list as the production service delivers it. */
export type AgendaSource = {
  node: { id: string };
  page: ProductionPageData;
  events: readonly ContentEvent[];
};

/**
 * One upcoming performance as the filters see it: when it starts on the Amsterdam wall clock,
 * in which hall ("venue-hall" ids), with which site tags (lower-cased) and whether it is on sale.
 */
export type AgendaPerformance = {
  start: string;
  wall: string;
  hall: string | null;
  tags: readonly string[];
  onSale: boolean;
};

/** A production the agenda can list; `search`, `status` and the rest stay on the server. */
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
  /** The fields site search matches (search-production-fields.ts), folded, one per line. */
  search: string;
  /** The upcoming performances, in the order of startDates. */
  performances: readonly AgendaPerformance[];
  /** The site tags of those performances as the CMS spells them, each once. */
  tags: readonly string[];
};

const text = cleanTextOrNull;

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
 * Everything but the sales button (which carries the visitor's referral code) is kept
 * per source and Amsterdam day: the production list hands over the same source objects for as
 * long as its answer is cached, so the dates are read once per answer and day.
 */
export function agendaEntry(source: AgendaSource, ctx: AgendaContext): AgendaEntry | null {
  const base = memoPerDay(source, "agenda", todayKey(ctx.now), () => agendaBase(source, ctx));
  if (!base) return null;
  const { upcoming, playDatesHref, ...entry } = base;
  // The button reads the clock (helper B's statusAt, issue 38): a performance whose start time
  // has come says so, whatever the CMS flags; so it is built again whenever one more has started.
  const button = () =>
    productionSalesButton(
      upcoming,
      {
        ...ctx.sales,
        now: ctx.now,
        playDatesHref,
        overrideText: source.page.salesButtonOverrideText,
      },
      ctx.onUnknownStatus,
    );
  const started = startedKey(upcoming, ctx.now);
  const salesButton = sharedWithoutReferral(ctx.sales, base, "salesButton", started, button);
  return { ...entry, salesButton };
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
  const tags = new Map<string, string>();
  const performances = upcoming.map((event, index): AgendaPerformance => {
    const labels = siteTags(event);
    for (const label of labels)
      if (!tags.has(label.toLowerCase())) tags.set(label.toLowerCase(), label);
    const status = statuses[index];
    return {
      start: event.start_date,
      wall: startWallClock(event.start_date) ?? "",
      hall: hallKey(event),
      tags: labels.map((label) => label.toLowerCase()),
      onSale: status === "on_sale" || status === "last_chance",
    };
  });
  return {
    id: source.node.id,
    heading,
    subheading,
    image,
    moreInfo,
    genres,
    startDates: upcoming.map((event) => event.start_date),
    status: leadingStatus(statuses),
    search: Object.values(preparedProductionFields(page, source.events)).join("\n"),
    performances,
    tags: [...tags.values()],
    upcoming,
    playDatesHref: `${moreInfo}#speeldata`,
  };
}

/** Where a performance plays: "venue-hall", unique across venues; null when the CMS says not. */
export function hallKey(event: Pick<ContentEvent, "venue_id" | "hall_id">): string | null {
  const hall = event.hall_id == null ? "" : String(event.hall_id).trim();
  if (hall === "") return null;
  const venue = event.venue_id == null ? "" : String(event.venue_id).trim();
  return `${venue}-${hall}`;
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

/**
 * The production ids (AgendaEntry.id, the CMS node id) the site's search index finds for the
 * search text: the agenda forgives typing errors as site search does (decision 0039). Null when
 * no index was asked; then every word must occur as typed (matchesSearch).
 */
export type FoundProductions = ReadonlySet<string> | null;

/** Every word of the search text must occur in one of the fields site search matches. */
export function matchesSearch(entry: Pick<AgendaEntry, "search">, q: string): boolean {
  return tokenize(q).every((term) => entry.search.includes(term));
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

/** What a performance must meet; null when no filter looks at single performances. */
type PerformanceTest = (performance: AgendaPerformance) => boolean;

/**
 * 'On sale now' for one performance: the CMS says on sale and it has not begun (by its start
 * time; the per-day entry keeps the CMS's word, the clock is read here).
 */
function onSaleAt(now: Date): (performance: AgendaPerformance) => boolean {
  const begun = startWallClock(now.toISOString()) ?? "";
  return (performance) => performance.onSale && performance.wall > begun;
}

function performanceTest(query: AgendaFilter, now: Date): PerformanceTest | null {
  const span: DateSpan | null = query.when ? dateSpan(query.when, now) : null;
  const tags = query.tags.map((tag) => tag.toLowerCase());
  if (!span && !query.hall && tags.length === 0) return null;
  const onSale = onSaleAt(now);
  return (performance) =>
    (!span || inSpan(performance.wall, span)) &&
    (!query.hall || performance.hall === query.hall) &&
    // Several tags: a performance with any of them (each tag answers its own need).
    (tags.length === 0 || tags.some((tag) => performance.tags.includes(tag))) &&
    (!query.onSale || onSale(performance));
}

/** The productions with a performance still to come: what the unfiltered agenda lists. */
export function comingCount(entries: readonly AgendaEntry[], now: Date): number {
  const begun = startWallClock(now.toISOString()) ?? "";
  return entries.filter((entry) => entry.performances.some((p) => p.wall > begun)).length;
}

/**
 * The entries the filters let through. Search, genre and the rest are the production's; date,
 * hall and tags are one performance's: a production is listed when one performance meets all of
 * them together (surtitled and this weekend means a surtitled performance this weekend), and it
 * is then listed with those performances only, so its dates and months are the ones that match.
 */
export function filterEntries(
  entries: readonly AgendaEntry[],
  query: AgendaFilter,
  now: Date,
  found: FoundProductions = null,
): AgendaEntry[] {
  const test = performanceTest(query, now);
  const onSale = onSaleAt(now);
  const listed: AgendaEntry[] = [];
  const searched = (entry: AgendaEntry) =>
    query.q === "" || (found ? found.has(entry.id) : matchesSearch(entry, query.q));
  // The agenda lists what is still to come, filtered or not: a performance that began earlier
  // today is left out (by its start time; the entries are kept per day, the clock is read here).
  const begun = startWallClock(now.toISOString()) ?? "";
  const narrowed = (entry: AgendaEntry, performances: readonly AgendaPerformance[]) =>
    performances.length === entry.performances.length
      ? entry
      : { ...entry, performances, startDates: performances.map((p) => p.start) };
  for (const entry of entries) {
    if (!searched(entry) || !matchesGenre(entry, query.genre)) continue;
    const coming = entry.performances.filter((performance) => performance.wall > begun);
    if (coming.length === 0) continue;
    if (!test) {
      // 'On sale now' alone lists the whole production when one performance still to come is.
      if (!query.onSale || coming.some(onSale)) listed.push(narrowed(entry, coming));
      continue;
    }
    const performances = coming.filter(test);
    if (performances.length === 0) continue;
    listed.push(narrowed(entry, performances));
  }
  return listed;
}
