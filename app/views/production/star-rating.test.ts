import { describe, expect, it } from "vitest";
import { displayStars, RATING_FACTOR } from "./star-rating";

describe("displayStars", () => {
  it("uses the rating factor 1.5", () => {
    expect(RATING_FACTOR).toBe(1.5);
  });

  it("divides starRating by the factor", () => {
    expect(displayStars({ starRating: 6 })).toBe(4);
    expect(displayStars({ starRating: 7.5 })).toBe(5);
    expect(displayStars({ starRating: 1.5 })).toBe(1);
    expect(displayStars({ starRating: 5.25 })).toBe(3.5);
  });

  it("rounds to the nearest half star", () => {
    expect(displayStars({ starRating: 7 })).toBe(4.5); // 4.67
    expect(displayStars({ starRating: 4 })).toBe(2.5); // 2.67
    expect(displayStars({ starRating: 5 })).toBe(3.5); // 3.33
    expect(displayStars({ stars: 3.2 })).toBe(3);
    expect(displayStars({ stars: 3.75 })).toBe(4);
  });

  it("takes stars as they are and prefers them over starRating", () => {
    expect(displayStars({ stars: 3.5 })).toBe(3.5);
    expect(displayStars({ stars: 2, starRating: 7.5 })).toBe(2);
  });

  it("falls back to starRating when stars is empty or zero", () => {
    expect(displayStars({ stars: null, starRating: 3 })).toBe(2);
    expect(displayStars({ stars: 0, starRating: 3 })).toBe(2);
  });

  it("clamps to five stars", () => {
    expect(displayStars({ stars: 6 })).toBe(5);
    expect(displayStars({ starRating: 9 })).toBe(5);
  });

  it("is null when not rated", () => {
    expect(displayStars({})).toBeNull();
    expect(displayStars({ stars: null, starRating: null })).toBeNull();
    expect(displayStars({ stars: 0, starRating: 0 })).toBeNull();
    expect(displayStars({ stars: -1 })).toBeNull();
    expect(displayStars({ starRating: Number.NaN })).toBeNull();
    expect(displayStars({ stars: 0.2 })).toBeNull();
  });
});
