import { describe, expect, it } from "vitest";
import { bannerTileWidth, isMany } from "./banner-layout";

describe("bannerTileWidth", () => {
  it.each([
    [4, "quarter"],
    [8, "quarter"],
    [12, "quarter"],
    [3, "third"],
    [6, "third"],
    [9, "third"],
    [2, "half"],
    [10, "half"],
    [1, "full"],
    [5, "full"],
    [7, "full"],
    [0, "full"],
    [-4, "full"],
  ] as const)("gives %i banners a %s width", (count, width) => {
    expect(bannerTileWidth(count)).toBe(width);
  });
});

describe("isMany", () => {
  it("starts at seven", () => {
    expect(isMany(6)).toBe(false);
    expect(isMany(7)).toBe(true);
    expect(isMany(20)).toBe(true);
  });
});
