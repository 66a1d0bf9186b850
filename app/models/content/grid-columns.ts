// Card grids (highlights, news, related productions) pick their column count from the number of
// cards, so a row never ends with one card alone where another count would avoid it: nine cards
// make three rows of three rather than two of four and a lonely ninth. Full rows win when one
// column fewer than fit gives them (six news cards in two rows of three, not four and two); as
// many columns as fit otherwise: two cards on the last row read as a row.

/** Columns for `count` cards when at most `max` fit side by side. */
export function gridColumns(count: number, max: number): number {
  if (count <= max) return Math.max(1, count);
  for (const columns of [max, max - 1]) if (columns >= 3 && count % columns === 0) return columns;
  for (let columns = max; columns >= 2; columns--) if (count % columns !== 1) return columns;
  return max;
}

/** Wide screens fit four cards, tablets three; phones show one per row anyway. */
export function gridColumnStyle(count: number): Record<`--${string}`, string> {
  return {
    "--cols-wide": String(gridColumns(count, 4)),
    "--cols-mid": String(gridColumns(count, 3)),
  };
}

/** Person groups: small portraits, five side by side at most (large persons take a row each). */
export function personGridStyle(count: number): Record<`--${string}`, string> {
  return { "--person-cols": String(gridColumns(count, 5)) };
}
