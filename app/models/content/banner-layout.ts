export type BannerTileWidth = "quarter" | "third" | "half" | "full";

// Tiles fill whole rows when the count divides evenly; the widest divisor is tried first so that,
// e.g., 12 banners sit four to a row rather than three.
export function bannerTileWidth(count: number): BannerTileWidth {
  if (!Number.isInteger(count) || count <= 0) return "full";
  if (count % 4 === 0) return "quarter";
  if (count % 3 === 0) return "third";
  if (count % 2 === 0) return "half";
  return "full";
}

const MANY_THRESHOLD = 7;

// Large groups of banners or persons switch to a denser layout.
export function isMany(count: number): boolean {
  return count >= MANY_THRESHOLD;
}
