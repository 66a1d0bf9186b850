// Prices of a production: one price table, and everything else that names a price read from it.
// The Prijzen tab draws the table's rows; the "from … to …" range of the heading, the sticky sales
// bar and the practical-information box, and the offer prices of the JSON-LD are the table's own
// lowest and highest amounts (priceRangeOf), so no place can say a price the tab does not list
// (issue 38: the heading said "€ 86,50 - € 121,50" beside a tab of € 47,50 to € 104,00).
//
// The restaurant surcharge (spec: "added to the price range where an event has one") is part of
// what a visitor pays for those performances, so it is in the table's amounts too, and the table
// names it on a row of its own (PriceTable.surcharge): the CMS has no note to explain it.
import type { ContentEvent } from "~/content/schema";
import type { Locale } from "../../models/http/locale";
import { formatCents } from "../../models/text/euro";

/**
 * A ticket price as the page's language writes it, always with cents: Dutch "€ 104,00" (the sign
 * held to the amount by a non-breaking space, so it never ends a line alone), English "€104.00",
 * as every other English amount on the site (app/models/text/euro.ts).
 */
export function formatPrice(amount: number, locale: Locale = "nl"): string {
  return formatCents(Math.round(amount * 100), locale, true);
}

export type PriceRow = {
  priceTypeId: string;
  name: string;
  ticketType: string | null;
  min: number;
  max: number;
  special: boolean;
  available: boolean;
};

export type PriceTable = {
  rows: PriceRow[];
  /**
   * The restaurant surcharge included in the amounts, when any performance has one: its amount,
   * and whether every performance with prices has it (else only some do).
   */
  surcharge: { amount: number; everyPerformance: boolean } | null;
};

export type PriceOptions = {
  sortAscending?: boolean;
  specialPriceTypeIds: readonly string[];
  restaurantSurcharge: number;
};

// Configuration lists are trimmed and lower-cased, the CMS sends ids as numbers or strings;
// comparing normalised strings keeps "12", 12 and " 12" the same price type.
const normaliseId = (id: string): string => id.trim().toLowerCase();

const nonBlank = (s: string | null | undefined): string | null =>
  typeof s === "string" && s.trim() !== "" ? s.trim() : null;

// A negative or non-numeric price is a CMS slip; showing it would only confuse the visitor.
const usablePrice = (price: number): boolean => Number.isFinite(price) && price >= 0;

// Rounded to cents so binary fractions (29.95 + 17.5) do not leak into comparisons.
const toCents = (euros: number): number => Math.round(euros * 100) / 100;

type Draft = {
  priceTypeId: string;
  name: string | null;
  ticketType: string | null;
  min: number;
  max: number;
  available: boolean;
};

/**
 * One row per price type over all events (min/max over events, the restaurant surcharge added to
 * the prices of the events that have one), regular types first then special ones such as CJP
 * (ids from configuration). Order: as first seen, or ascending by min price when sortAscending.
 * A price type is available when any event has hasTicketsFree !== false. A type without any name
 * (neither priceTypeName nor ticketTypeName) is left out: a row the visitor cannot identify is
 * worse than no row.
 */
export function priceTable(events: readonly ContentEvent[], opts: PriceOptions): PriceTable {
  const special = new Set(opts.specialPriceTypeIds.map(normaliseId));
  const drafts = new Map<string, Draft>();
  let priced = 0;
  let surcharged = 0;
  for (const event of events) {
    const prices = (event.prices ?? []).filter((p) => usablePrice(p.price));
    if (prices.length === 0) continue;
    // The ticket price of a dinner performance excludes the meal, which every visitor pays too.
    const withSurcharge = event.data?.restauratietoeslag === true && opts.restaurantSurcharge > 0;
    const surcharge = withSurcharge ? opts.restaurantSurcharge : 0;
    priced += 1;
    if (withSurcharge) surcharged += 1;
    for (const p of prices) {
      const key = normaliseId(p.priceTypeID);
      const amount = toCents(p.price + surcharge);
      // Tickets count as available unless the shop explicitly says none are left.
      const available = p.hasTicketsFree !== false;
      const draft = drafts.get(key);
      if (!draft) {
        drafts.set(key, {
          priceTypeId: p.priceTypeID.trim(),
          name: nonBlank(p.priceTypeName),
          ticketType: nonBlank(p.ticketTypeName),
          min: amount,
          max: amount,
          available,
        });
        continue;
      }
      draft.name ??= nonBlank(p.priceTypeName);
      draft.ticketType ??= nonBlank(p.ticketTypeName);
      draft.min = Math.min(draft.min, amount);
      draft.max = Math.max(draft.max, amount);
      draft.available ||= available;
    }
  }

  const rows: PriceRow[] = [];
  for (const [key, d] of drafts) {
    const name = d.name ?? d.ticketType;
    if (name === null) continue;
    rows.push({
      priceTypeId: d.priceTypeId,
      name,
      ticketType: d.ticketType,
      min: d.min,
      max: d.max,
      special: special.has(key),
      available: d.available,
    });
  }
  // Array.prototype.sort is stable, so equal minimums keep the order the CMS sent them in.
  const ordered = opts.sortAscending ? rows.sort((a, b) => a.min - b.min) : rows;
  return {
    rows: [...ordered.filter((r) => !r.special), ...ordered.filter((r) => r.special)],
    surcharge:
      surcharged > 0 && rows.length > 0
        ? { amount: opts.restaurantSurcharge, everyPerformance: surcharged === priced }
        : null,
  };
}

/**
 * The lowest and highest amount of the table's rows, reduced prices (CJP) included: what the
 * heading, the sticky bar, the practical information and the JSON-LD say. A free row (a
 * companion's ticket, which comes with a paid one) does not make the range start at € 0 while a
 * ticket can be bought for money; a table of free rows only is { 0, 0 }. null without rows.
 */
export function priceRangeOf(table: PriceTable): { min: number; max: number } | null {
  const paid = table.rows.filter((row) => row.max > 0);
  const rows = paid.length > 0 ? paid : table.rows;
  if (rows.length === 0) return null;
  const positive = (row: PriceRow) => (paid.length > 0 && row.min === 0 ? row.max : row.min);
  return {
    min: Math.min(...rows.map(positive)),
    max: Math.max(...rows.map((row) => row.max)),
  };
}

/** The range of the events' price table: priceRangeOf(priceTable(events)). */
export function priceRange(
  events: readonly ContentEvent[],
  opts: PriceOptions,
): { min: number; max: number } | null {
  return priceRangeOf(priceTable(events, opts));
}

/**
 * "€ 25,00 - € 45,00" (English "€25.00 - €45.00"), or a single amount when both ends are equal.
 */
export function formatPriceRange(range: { min: number; max: number }, locale: Locale): string {
  const from = formatPrice(range.min, locale);
  const to = formatPrice(range.max, locale);
  // Compare the formatted amounts: 45 and 45.001 would otherwise read "€ 45,00 - € 45,00".
  return from === to ? from : `${from} - ${to}`;
}
