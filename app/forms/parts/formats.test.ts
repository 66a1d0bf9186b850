import { describe, expect, it } from "vitest";
import { formatHolds, isoBirthdate, isPostalCode, normalIban, normalPostalCode } from "./formats";

describe("IBAN", () => {
  it("accepts valid IBANs however they are spaced or cased", () => {
    expect(normalIban("NL91 ABNA 0417 1643 00")).toBe("NL91ABNA0417164300");
    expect(normalIban("nl91abna0417164300")).toBe("NL91ABNA0417164300");
    expect(normalIban("DE89 3704 0044 0532 0130 00")).toBe("DE89370400440532013000");
  });

  it("takes any Unicode space as a separator, as a copy from a bank's page brings", () => {
    expect(normalIban("NL91\u00a0ABNA\u00a00417\u00a01643\u00a000")).toBe("NL91ABNA0417164300");
    expect(normalIban("NL91\u202fABNA\u20090417\u30001643\t00")).toBe("NL91ABNA0417164300");
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

  it("reads an ISO date too, as a browser's autofill may give", () => {
    expect(isoBirthdate("1970-12-31", today)).toBe("1970-12-31");
    expect(isoBirthdate(" 1980-02-01 ", today)).toBe("1980-02-01");
    expect(isoBirthdate("1970-02-31", today)).toBeNull();
    expect(isoBirthdate("1970-2-3", today)).toBeNull();
  });

  it("refuses impossible, future and ancient dates", () => {
    expect(isoBirthdate("31-02-1970", today)).toBeNull();
    expect(isoBirthdate("01-01-2030", today)).toBeNull();
    expect(isoBirthdate("01-01-1890", today)).toBeNull();
    expect(isoBirthdate("2030-01-01", today)).toBeNull();
    expect(isoBirthdate("31-12-70", today)).toBeNull();
  });
});

describe("postcode and amount", () => {
  it("knows Dutch postcodes for the Netherlands (or no country) and tolerates foreign ones", () => {
    expect(isPostalCode("1013 BD")).toBe(true);
    expect(isPostalCode("1013bd", "Nederland")).toBe(true);
    expect(isPostalCode("1013 BD", "the Netherlands")).toBe(true);
    for (const bad of ["ABCD", "0123 AB", "1013", "1013 B", "SW1A 1AA"]) {
      expect(isPostalCode(bad)).toBe(false);
      expect(isPostalCode(bad, " NL ")).toBe(false);
    }
    expect(isPostalCode("SW1A 1AA", "United Kingdom")).toBe(true);
    expect(isPostalCode("<script>", "Belgique")).toBe(false);
    expect(normalPostalCode(" 1013bd ", "Nederland")).toBe("1013 BD");
    expect(normalPostalCode("sw1a 1aa", "UK")).toBe("sw1a 1aa");
    expect(formatHolds("postalcode", "ABCD", "Nederland")).toBe(false);
    expect(formatHolds("postalcode", "B-1000", "België")).toBe(true);
  });

  it("checks phone numbers: digits and separators, 8 to 15 digits", () => {
    expect(formatHolds("phone", "020 123 45 67")).toBe(true);
    expect(formatHolds("phone", "+31 (0)20-1234567")).toBe(true);
    expect(formatHolds("phone", "abc")).toBe(false);
    expect(formatHolds("phone", "1234567")).toBe(false);
    expect(formatHolds("phone", "1234567890123456")).toBe(false);
  });

  it("checks an IBAN by its checksum", () => {
    expect(formatHolds("iban", "NL91ABNA0417164300")).toBe(true);
    expect(formatHolds("iban", "NL91ABNA0417164301")).toBe(false);
  });
});
