// JSON-LD for a production page (spec §4): one schema.org event per performance, so search
// engines can list every date with its own ticket offer.
import type { DateTime } from "luxon";
import type {
  Offer,
  Place,
  PostalAddress,
  Event as SchemaEvent,
  TheaterEvent,
  WithContext,
} from "schema-dts";
import type { ContentEvent, Venue } from "~/content/schema";
import { type PriceOptions, priceRange } from "../../views/production/price-table";
import { TextMemo } from "../content/memo";
import { toAmsterdam } from "../dates/amsterdam-time";
import type { EventStatus } from "../sales/event-status";
import { isBuyable, offerAvailability } from "../sales/sales-states";

// Only performances are published; workshops, rehearsals and the like share the same feed.
const PERFORMANCE_TYPE = "voorstelling";

export type StructuredEventInput = {
  event: ContentEvent;
  status: EventStatus;
  salesUrl: string | null;
};

export type StructuredPricing = Pick<PriceOptions, "specialPriceTypeIds" | "restaurantSurcharge">;

// Times without an offset are venue wall time, like everywhere else on the site (toAmsterdam).
type Parsed = { date: DateTime; iso: string };
function parseInVenueZone(iso: string | null | undefined): Parsed | null {
  if (!iso) return null;
  const date = toAmsterdam(iso);
  return date ? { date, iso } : null;
}

// schema.org wants ISO 8601 with an offset; without it a crawler has to guess the zone. Every
// performance is written on every view of its page, so the text is kept per CMS date.
const offsetTexts = /* @__PURE__ */ new TextMemo<string>();
const withOffset = ({ date, iso }: Parsed): string =>
  offsetTexts.get(iso, () => date.toISO({ suppressMilliseconds: true, includeOffset: true }) ?? "");

const nonBlank = (s: string | null | undefined): string | null =>
  typeof s === "string" && s.trim() !== "" ? s.trim() : null;

function place(venue: Venue): Place {
  const street = nonBlank(venue.street);
  const postalCode = nonBlank(venue.postalCode);
  const city = nonBlank(venue.city);
  const address: PostalAddress = {
    "@type": "PostalAddress",
    ...(street ? { streetAddress: street } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(city ? { addressLocality: city } : {}),
    addressCountry: "NL",
  };
  // An address with nothing but the country says nothing about where to go.
  const hasAddress = street !== null || postalCode !== null || city !== null;
  return { "@type": "Place", name: venue.name, ...(hasAddress ? { address } : {}) };
}

const isPerformance = (event: ContentEvent): boolean =>
  event.data?.eventtype?.trim().toLowerCase() === PERFORMANCE_TYPE;

/**
 * One TheaterEvent per performance (data.eventtype "voorstelling", any case). Left out: other
 * event types, non_reservable performances and performances whose start cannot be read.
 * endDate is left out when the CMS says the end time is not known (eindtijdbekend false), rather
 * than publishing a placeholder. The offer's prices come from the performance's own price table
 * (app/views/production/price-table.ts, the one the page's Prijzen tab and price range are read
 * from): `price` is its lowest amount and a priceSpecification gives the lowest and highest when
 * they differ; without `pricing` no surcharge is added. Free performances carry
 * isAccessibleForFree and no offer. A performance whose sale has closed, that has begun or that is
 * over is listed without an offer (its sales state says "none", models/sales/sales-states.ts):
 * schema.org's ItemAvailability has no value for "no longer sold" (SoldOut would claim every seat
 * was sold, Discontinued that the offer was withdrawn), issue 38.
 */
export function productionJsonLd(input: {
  name: string;
  description: string | null;
  imageUrl: string | null;
  pageUrl: string;
  venue: Venue | null;
  events: readonly StructuredEventInput[];
  pricing?: StructuredPricing;
}): WithContext<SchemaEvent>[] {
  const pricing: PriceOptions = input.pricing ?? {
    specialPriceTypeIds: [],
    restaurantSurcharge: 0,
  };
  const description = nonBlank(input.description);
  const location = input.venue ? place(input.venue) : null;

  const result: WithContext<TheaterEvent>[] = [];
  for (const { event, status, salesUrl } of input.events) {
    if (!isPerformance(event)) continue;
    const availability = offerAvailability(status);
    if (availability === "skip") continue;
    const start = parseInVenueZone(event.start_date);
    if (!start) continue;

    const end = event.data?.eindtijdbekend === false ? null : parseInVenueZone(event.end_date);
    const salesStart = parseInVenueZone(event.sales_start_date);
    const range = priceRange([event], pricing);

    let offer: Offer | null = null;
    if (availability !== "free" && availability !== "none") {
      // The shop's address only where something can be bought there; a pre-sale offer says
      // from when, one that sells nothing points at the page that says why.
      const buyable = isBuyable(availability);
      const datesSales = buyable || availability === "PreSale";
      offer = {
        "@type": "Offer",
        url: (buyable ? nonBlank(salesUrl) : null) ?? input.pageUrl,
        ...(range !== null ? { price: range.min, priceCurrency: "EUR" } : {}),
        ...(range !== null && range.max > range.min
          ? {
              priceSpecification: {
                "@type": "PriceSpecification",
                minPrice: range.min,
                maxPrice: range.max,
                priceCurrency: "EUR",
              },
            }
          : {}),
        availability: `https://schema.org/${availability}`,
        ...(salesStart && datesSales ? { validFrom: withOffset(salesStart) } : {}),
      };
    }

    result.push({
      "@context": "https://schema.org",
      "@type": "TheaterEvent",
      name: input.name,
      url: input.pageUrl,
      startDate: withOffset(start),
      ...(end && end.date > start.date ? { endDate: withOffset(end) } : {}),
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus:
        status === "cancelled"
          ? "https://schema.org/EventCancelled"
          : "https://schema.org/EventScheduled",
      ...(location ? { location } : {}),
      ...(input.imageUrl ? { image: input.imageUrl } : {}),
      ...(description ? { description } : {}),
      ...(availability === "free" ? { isAccessibleForFree: true } : {}),
      ...(offer ? { offers: offer } : {}),
    });
  }
  return result;
}

/**
 * Serialises for a <script type="application/ld+json"> without letting "</script>" or "<!--"
 * break out: escape "<" as \u003c. JSON parsers read the escape back as "<", so the data is
 * unchanged. Values JSON cannot represent (undefined, functions) become null.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data) ?? "null";
  return json.replace(/</g, "\\u003c");
}
