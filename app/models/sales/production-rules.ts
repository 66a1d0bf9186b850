// Rules of the production page that belong to the venue and its ticket shop, not to a deployment:
// the same on every machine, so they live here rather than in the environment, and the CMS
// contract carries none of them (docs/content-api.md). A change is a code change with its tests.

/**
 * The nine price types the ticket shop treats as special (discounts, companion, wheelchair): listed
 * after the regular prices in the price table (spec "Nine price type ids are treated as special";
 * the ids are the ticket shop's price type ids, decision 0006). They count in the price range
 * like every other row (issue 38: a reduced price such as CJP can start it; a free companion row
 * does not, see priceRangeOf in app/views/production/price-table.ts).
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
 * Euro added to every price of an event whose `restauratietoeslag` flag is set, and so to the
 * price table's amounts and the price range read from them (spec: "A restaurant surcharge is
 * added to the price range where an event has one"). Since issue 38 the amount is also shown, on
 * a row of its own under the price table ("Restauratietoeslag € 17,50 per kaart, inbegrepen…").
 * The venue's current restaurant surcharge.
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
