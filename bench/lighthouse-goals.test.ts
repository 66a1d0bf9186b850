import { describe, expect, it } from "vitest";
import { GOALS, verdict } from "./lighthouse-goals";

const floor = { score: 99, tbtMs: 102, cls: 0, jsGzipBytes: 86_100 };

describe("a template against the floor", () => {
  it("meets every goal at the limits: +100 ms TBT, 3 points down, 1.2× the JS, CLS 0", () => {
    const page = { score: 96, tbtMs: 202, cls: 0, jsGzipBytes: 86_100 * GOALS.jsRatio };
    expect(verdict(page, floor)).toEqual({
      scoreDiff: -3,
      tbtDiffMs: 100,
      jsRatio: GOALS.jsRatio,
      missed: [],
    });
  });

  it("misses each goal just past its limit", () => {
    const page = { score: 95, tbtMs: 203, cls: 0.001, jsGzipBytes: 86_100 * 1.21 };
    const v = verdict(page, floor);
    expect(v.missed).toEqual(["TBT", "score", "JS", "CLS"]);
    expect(v.scoreDiff).toBe(-4);
    expect(v.tbtDiffMs).toBe(101);
  });

  it("counts a better template than the floor as meeting the goals", () => {
    expect(verdict({ score: 100, tbtMs: 0, cls: 0, jsGzipBytes: 80_000 }, floor).missed).toEqual(
      [],
    );
  });

  it("misses every goal it has no figure for (no Lighthouse run finished)", () => {
    const failed = { score: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN, jsGzipBytes: 90_000 };
    expect(verdict(failed, floor).missed).toEqual(["TBT", "score", "CLS"]);
    expect(verdict(floor, { ...floor, tbtMs: Number.NaN }).missed).toEqual(["TBT"]);
  });
});
