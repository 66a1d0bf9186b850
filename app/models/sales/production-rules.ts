// Rules of the production page that belong to the venue and its ticket shop, not to a deployment:
// the same on every machine, so they live here rather than in the environment, and the CMS
// contract carries none of them (docs/content-api.md). A change is a code change with its tests.

/**
 * The nine price types the ticket shop treats as special (discounts, companion, wheelchair): listed
 * after the regular prices and left out of the "from" price and the JSON-LD offer price (spec
 * "Nine price type ids are treated as special"; the ids are the ticket shop's price type ids,
 * decision 0006).
 */
export const SPECIAL_PRICE_TYPE_IDS: readonly string[] = [
  "12",
  "13",
  "14",
  "15",
  "16",
  "17",
  "18",
  "19",
  "20",
];

/**
 * Euro added to the top of an event's price range when its `restauratietoeslag` flag is set; the
 * amount itself is never shown (spec: "A restaurant surcharge is added to the price range where
 * an event has one (value not shown)"). The venue's current restaurant surcharge.
 */
export const RESTAURANT_SURCHARGE = 17.5;

/**
 * Productions whose heading names one of these performers always collapse their date table
 * (spec: "always collapsed for pages whose heading mentions three specific performers"; the three
 * the venue names). Matched case-insensitively within the heading (app/views/production/play-dates.ts).
 */
export const COLLAPSED_PERFORMERS: readonly string[] = [
  "Bram Koster",
  "Lotte Verbeek",
  "De Gebroeders Ko",
];
