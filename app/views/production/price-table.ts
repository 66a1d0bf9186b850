// Prices of a production: the generated price table tab and the "from … to …" range.
import type { ContentEvent } from "~/content/schema";
import type { Locale } from "../../models/http/locale";

// The spec fixes nl-NL euro formatting for both languages. Intl separates the sign from the
// amount with a non-breaking space (U+00A0); it is kept on purpose so "€" never ends up alone at
// the end of a line, and the tests pin it so an ICU change that alters it is noticed.
const EURO = new Intl.NumberFormat("nl-NL", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatPrice(amount: number): string {
  return EURO.format(amount);
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

// Configuration lists are trimmed and lower-cased, the CMS sends ids as numbers or strings;
// comparing normalised strings keeps "12", 12 and " 12" the same price type.
const normaliseId = (id: string): string => id.trim().toLowerCase();

const nonBlank = (s: string | null | undefined): string | null =>
  typeof s === "string" && s.trim() !== "" ? s.trim() : null;

// A negative or non-numeric price is a CMS slip; showing it would only confuse the visitor.
const usablePrice = (price: number): boolean => Number.isFinite(price) && price >= 0;

type Draft = {
  priceTypeId: string;
  name: string | null;
  ticketType: string | null;
  min: number;
  max: number;
  available: boolean;
};

/**
 * One row per price type over all events (min/max over events), regular types first then special
 * ones (ids from configuration). Order: as first seen, or ascending by min price when
 * sortAscending. A price type is available when any event has hasTicketsFree !== false.
 * A type without any name (neither priceTypeName nor ticketTypeName) is left out: a row the
 * visitor cannot identify is worse than no row.
 */
export function priceTable(
  events: readonly ContentEvent[],
  opts: { sortAscending: boolean; specialPriceTypeIds: readonly string[] },
): PriceRow[] {
  const special = new Set(opts.specialPriceTypeIds.map(normaliseId));
  const drafts = new Map<string, Draft>();
  for (const event of events) {
    for (const p of event.prices ?? []) {
      if (!usablePrice(p.price)) continue;
      const key = normaliseId(p.priceTypeID);
      // Tickets count as available unless the shop explicitly says none are left.
      const available = p.hasTicketsFree !== false;
      const draft = drafts.get(key);
      if (!draft) {
        drafts.set(key, {
          priceTypeId: p.priceTypeID.trim(),
          name: nonBlank(p.priceTypeName),
          ticketType: nonBlank(p.ticketTypeName),
          min: p.price,
          max: p.price,
          available,
        });
        continue;
      }
      draft.name ??= nonBlank(p.priceTypeName);
      draft.ticketType ??= nonBlank(p.ticketTypeName);
      draft.min = Math.min(draft.min, p.price);
      draft.max = Math.max(draft.max, p.price);
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
  return [...ordered.filter((r) => !r.special), ...ordered.filter((r) => r.special)];
}

/**
 * The "from … to …" range of regular (non-special) prices over events; where an event has
 * data.restauratietoeslag the surcharge is added to that event's prices before taking min/max.
 * null when there are no regular prices.
 */
export function priceRange(
  events: readonly ContentEvent[],
  opts: { specialPriceTypeIds: readonly string[]; restaurantSurcharge: number },
): { min: number; max: number } | null {
  const special = new Set(opts.specialPriceTypeIds.map(normaliseId));
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    // The ticket price of a dinner performance excludes the meal, which every visitor pays too.
    const surcharge = event.data?.restauratietoeslag === true ? opts.restaurantSurcharge : 0;
    for (const p of event.prices ?? []) {
      if (!usablePrice(p.price) || special.has(normaliseId(p.priceTypeID))) continue;
      // Rounded to cents so binary fractions (29.95 + 17.5) do not leak into comparisons.
      const total = Math.round((p.price + surcharge) * 100) / 100;
      min = Math.min(min, total);
      max = Math.max(max, total);
    }
  }
  return Number.isFinite(min) ? { min, max } : null;
}

/**
 * "€ 25,00 - € 45,00", or a single amount when both ends are equal. The locale is accepted so
 * call sites stay uniform, but the spec formats prices nl-NL in both languages.
 */
export function formatPriceRange(range: { min: number; max: number }, _locale: Locale): string {
  const from = formatPrice(range.min);
  const to = formatPrice(range.max);
  // Compare the formatted amounts: 45 and 45.001 would otherwise read "€ 45,00 - € 45,00".
  return from === to ? from : `${from} - ${to}`;
}
