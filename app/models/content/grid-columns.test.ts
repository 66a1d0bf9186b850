import { describe, expect, it } from "vitest";
import { gridColumnStyle, gridColumns, personGridStyle } from "./grid-columns";

const lastRow = (count: number, columns: number) => count % columns || columns;

describe("grid columns", () => {
  it("nine cards in threes, as many columns as fit otherwise", () => {
    expect(gridColumns(9, 4)).toBe(3);
    expect(gridColumns(5, 4)).toBe(3);
    expect(gridColumns(8, 4)).toBe(4);
    expect(gridColumns(10, 4)).toBe(4);
    expect(gridColumns(7, 3)).toBe(3);
  });

  it("leaves no card alone on the last row where a count avoids it", () => {
    for (let count = 2; count <= 40; count++) {
      for (const max of [3, 4]) {
        const columns = gridColumns(count, max);
        expect(columns).toBeLessThanOrEqual(max);
        const avoidable = [...Array(max - 1)].some((_, i) => lastRow(count, i + 2) > 1);
        if (avoidable) expect(lastRow(count, columns)).toBeGreaterThan(1);
      }
    }
  });

  it("fills every row when one column fewer than fit does", () => {
    expect(gridColumns(6, 4)).toBe(3);
    expect(gridColumns(12, 4)).toBe(4);
    expect(gridColumns(6, 5)).toBe(4);
    expect(gridColumns(8, 5)).toBe(4);
  });

  it("puts a few cards on one row, one card on its own", () => {
    expect(gridColumns(3, 4)).toBe(3);
    expect(gridColumns(2, 4)).toBe(2);
    expect(gridColumns(1, 4)).toBe(1);
    expect(gridColumns(0, 4)).toBe(1);
  });

  it("gives the wide and the tablet count as CSS properties", () => {
    expect(gridColumnStyle(9)).toEqual({ "--cols-wide": "3", "--cols-mid": "3" });
    expect(gridColumnStyle(8)).toEqual({ "--cols-wide": "4", "--cols-mid": "3" });
    expect(gridColumnStyle(1)).toEqual({ "--cols-wide": "1", "--cols-mid": "1" });
  });

  it("gives person groups up to five columns without a lone portrait", () => {
    expect(personGridStyle(6)).toEqual({ "--person-cols": "4" });
    expect(personGridStyle(5)).toEqual({ "--person-cols": "5" });
  });
});
