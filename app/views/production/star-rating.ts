// The star rating shown above a production's heading.
//
// The CMS has two fields: `stars`, already on the displayed 0-5 scale in halves, and the older
// `starRating`, which editors fill in on a 0-7.5 scale (5 stars times the rating factor 1.5).
// The displayed value is therefore starRating / 1.5. Whichever field is used, the result is
// rounded to the nearest half (only full and half star icons exist) and clamped to 0-5.

export const RATING_FACTOR = 1.5;

const MAX_STARS = 5;

// Zero, negative or non-numeric values mean "not rated": the CMS stores 0 for an empty number
// field, and a row of five empty stars would read as a very bad review.
const rated = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0;

const toHalves = (value: number): number => Math.min(MAX_STARS, Math.round(value * 2) / 2);

/**
 * Stars to display (0.5 to 5 in halves), or null when the production is not rated.
 * `stars` wins when both fields are set, because it is the field editors see as stars.
 */
export function displayStars(page: {
  stars?: number | null;
  starRating?: number | null;
}): number | null {
  const value = rated(page.stars)
    ? page.stars
    : rated(page.starRating)
      ? page.starRating / RATING_FACTOR
      : null;
  if (value === null) return null;
  const stars = toHalves(value);
  // A rating too small to round to half a star would show no icons at all.
  return stars > 0 ? stars : null;
}
