import { describe, expect, it } from "vitest";
import { amountOf, formatHolds, isoBirthdate, isPostalCode, normalIban } from "./formats";

describe("IBAN", () => {
  it("accepts valid IBANs however they are spaced or cased", () => {
    expect(normalIban("NL91 ABNA 0417 1643 00")).toBe("NL91ABNA0417164300");
    expect(normalIban("nl91abna0417164300")).toBe("NL91ABNA0417164300");
    expect(normalIban("DE89 3704 0044 0532 0130 00")).toBe("DE89370400440532013000");
  });

  it("refuses a wrong checksum, a wrong length and rubbish", () => {
    expect(normalIban("NL92 ABNA 0417 1643 00")).toBeNull();
    expect(normalIban("NL91 ABNA 0417 1643 0")).toBeNull();
    expect(normalIban("hello")).toBeNull();
    expect(normalIban("")).toBeNull();
  });
});

describe("date of birth", () => {
  const today = new Date("2026-11-25T12:00:00Z");
  it("reads day-month-year into an ISO date", () => {
    expect(isoBirthdate("31-12-1970", today)).toBe("1970-12-31");
    expect(isoBirthdate("1/2/1980", today)).toBe("1980-02-01");
  });

  it("refuses impossible, future and ancient dates", () => {
    expect(isoBirthdate("31-02-1970", today)).toBeNull();
    expect(isoBirthdate("01-01-2030", today)).toBeNull();
    expect(isoBirthdate("01-01-1890", today)).toBeNull();
    expect(isoBirthdate("1970-12-31", today)).toBeNull();
  });
});

describe("postcode and amount", () => {
  it("knows Dutch postcodes and tolerates foreign ones", () => {
    expect(isPostalCode("1013 BD")).toBe(true);
    expect(isPostalCode("1013bd")).toBe(true);
    expect(isPostalCode("SW1A 1AA")).toBe(true);
    expect(isPostalCode("<script>")).toBe(false);
  });

  it("reads amounts with Dutch separators", () => {
    expect(amountOf("1250")).toBe(1250);
    expect(amountOf("1.250")).toBe(1250);
    expect(amountOf("€ 1.250,50")).toBe(1250.5);
    expect(amountOf("12.5")).toBe(12.5);
    expect(amountOf("abc")).toBeNull();
    expect(formatHolds("amount", "0")).toBe(false);
    expect(formatHolds("iban", "NL91ABNA0417164300")).toBe(true);
  });
});
