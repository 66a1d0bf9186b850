import { describe, expect, it } from "vitest";
import { seededRandom, seedOf } from "./seeded-random";

describe("seeded randomness", () => {
  it("gives the same sequence for the same text, another for another", () => {
    const draw = (text: string) => {
      const random = seededRandom(seedOf(text));
      return [random(), random(), random()];
    };
    expect(draw("hamlet:2026-11-26")).toEqual(draw("hamlet:2026-11-26"));
    expect(draw("hamlet:2026-11-26")).not.toEqual(draw("hamlet:2026-11-27"));
    for (const value of draw("x")) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of draw("x")) expect(value).toBeLessThan(1);
  });
});
