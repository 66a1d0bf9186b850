// When the header collapses on scroll (spec 2 §9.4: after 120 px). Collapsing makes the header
// 16 px lower, which moves the page under a slowly scrolling visitor back across a single
// threshold and made it flicker; it expands again only well above the collapse point.
export const COLLAPSE_AFTER = 120;
export const EXPAND_BELOW = 60;

export function headerCollapsed(wasCollapsed: boolean, scrollY: number): boolean {
  return wasCollapsed ? scrollY >= EXPAND_BELOW : scrollY > COLLAPSE_AFTER;
}
