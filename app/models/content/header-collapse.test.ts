import { describe, expect, it } from "vitest";
import { COLLAPSE_AFTER, EXPAND_BELOW, headerCollapsed } from "./header-collapse";

describe("headerCollapsed", () => {
  it("collapses only past 120 px", () => {
    expect(headerCollapsed(false, COLLAPSE_AFTER)).toBe(false);
    expect(headerCollapsed(false, COLLAPSE_AFTER + 1)).toBe(true);
  });

  it("stays collapsed when the shrinking header pulls the page back under 120 px", () => {
    expect(headerCollapsed(true, COLLAPSE_AFTER - 16)).toBe(true);
    expect(headerCollapsed(true, EXPAND_BELOW)).toBe(true);
    expect(headerCollapsed(true, EXPAND_BELOW - 1)).toBe(false);
  });

  it("does not flicker on a slow scroll around the threshold", () => {
    let collapsed = false;
    let flips = 0;
    // Scrolling down 1 px at a time; every collapse moves the page up by the 16 px it lost.
    for (let y = 100, step = 0; step < 80; step += 1, y += 1) {
      const next = headerCollapsed(collapsed, y);
      if (next !== collapsed) {
        flips += 1;
        if (next) y -= 16;
      }
      collapsed = next;
    }
    expect(flips).toBe(1);
  });
});
