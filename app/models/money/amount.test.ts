import { describe, expect, it } from "vitest";
import { centsOf, eurosOf, readAmount } from "./amount";

const cents = (text: string, locale: "nl" | "en") => {
  const reading = readAmount(text, locale);
  return reading.ok ? reading.cents : reading.problem;
};

describe("readAmount", () => {
  it("reads what Dutch donors write, to whole cents", () => {
    const nl: [string, number][] = [
      ["12,50", 1250],
      ["12.50", 1250],
      ["€ 12,50", 1250],
      ["€12", 1200],
      ["12,50 €", 1250],
      ["EUR 12,50", 1250],
      ["1.000,50", 100050],
      ["1.000", 100000],
      ["1.000.000", 100000000],
      ["25,-", 2500],
      ["25.-", 2500],
      ["25,--", 2500],
      ["€ 1.250,-", 125000],
      ["1 000", 100000],
      ["1\u00a0000,50", 100050],
      ["1\u202f000", 100000],
      ["0,99", 99],
      ["2,5", 250],
      ["0,5", 50],
      ["  7 ", 700],
      ["1,000.50", 100050],
    ];
    for (const [text, expected] of nl) expect(cents(text, "nl"), text).toBe(expected);
  });

  it("reads what English donors write, to whole cents", () => {
    const en: [string, number][] = [
      ["12.50", 1250],
      ["12,50", 1250],
      ["€12.50", 1250],
      ["€ 12", 1200],
      ["1,000.50", 100050],
      ["1,000", 100000],
      ["1,000,000", 100000000],
      ["1.000,50", 100050],
      ["1 000", 100000],
      ["0.99", 99],
      ["2.5", 250],
      ["25,-", 2500],
    ];
    for (const [text, expected] of en) expect(cents(text, "en"), text).toBe(expected);
  });

  it("refuses a lone separator before three digits that is the page's decimal one", () => {
    // A thousand in the other language's way, or a decimal with three places: never guessed.
    expect(cents("1,000", "nl")).toBe("ambiguous");
    expect(cents("2,500", "nl")).toBe("ambiguous");
    expect(cents("1.000", "en")).toBe("ambiguous");
    expect(cents("12.500", "en")).toBe("ambiguous");
    // With two of them, or a decimal part after another separator, there is no doubt.
    expect(cents("1,000,000", "nl")).toBe(100000000);
    expect(cents("1.000.000", "en")).toBe(100000000);
  });

  it("refuses garbage with the problem named", () => {
    for (const text of [
      "12,5,0",
      "1e3",
      "--5",
      "-5",
      "+5",
      "Infinity",
      "NaN",
      "0x10",
      "12,",
      ",50",
      "12,555",
      "1.000.00",
      "1,000.000",
      "1 00",
      "12 50",
      "0,999",
      "1.000 000",
      "12,50,-",
      "€",
      "twaalf",
      "12..50",
      "12,50 12",
      "1.2.3",
    ]) {
      const reading = readAmount(text, "nl");
      expect(reading.ok, text).toBe(false);
      if (!reading.ok) expect(["invalid", "ambiguous"], text).toContain(reading.problem);
    }
    // ",555" is not cents in Dutch; "12,555" reads as a thousands group there and is refused.
    expect(cents("12,555", "nl")).toBe("ambiguous");
    expect(cents("", "nl")).toBe("empty");
    expect(cents(" \u00a0", "en")).toBe("empty");
  });

  it("stops at 13 digits of euros, so the cents stay exact integers", () => {
    expect(cents("9999999999999,99", "nl")).toBe(999999999999999);
    expect(Number.isSafeInteger(999999999999999)).toBe(true);
    expect(cents("10000000000000", "nl")).toBe("too-long");
    expect(cents("9".repeat(400), "en")).toBe("too-long");
  });

  it("turns cents into a service's euros and back without drift", () => {
    expect(eurosOf(1250)).toBe(12.5);
    expect(eurosOf(99)).toBe(0.99);
    expect(JSON.stringify({ amount: eurosOf(1999) })).toBe('{"amount":19.99}');
    expect(centsOf(2.5)).toBe(250);
    // 1.1 * 100 is 110.00000000000001 as a float: rounded back to whole cents.
    expect(centsOf(1.1)).toBe(110);
    for (let value = 0; value < 100_000; value += 7) {
      expect(centsOf(eurosOf(value))).toBe(value);
    }
  });
});
