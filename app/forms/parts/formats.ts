// Checks of typed values the forms need (forms spec §4.2, §9.2): an IBAN with its checksum
// (ibantools, kept and small), a date of birth, a postcode, a phone number. Amounts have a reader
// of their own (app/models/money/amount.ts).
import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { isPhone } from "./schema-parts";

export type TextFormat = "iban" | "birthdate" | "postalcode" | "phone";

/**
 * "NL91 abna 0417 1643 00" → "NL91ABNA0417164300" when its checksum and length hold. Any Unicode
 * space counts as a separator: a copy from a bank's page often brings non-breaking ones.
 */
export function normalIban(value: string): string | null {
  const electronic = electronicFormatIBAN(value.replace(/[\s\p{Zs}]/gu, "")) ?? "";
  return isValidIBAN(electronic) ? electronic : null;
}

/**
 * "31-12-1970" (or with / or .) and the ISO "1970-12-31" → "1970-12-31", for a real day in the
 * past 120 years. A browser's autofill of a birthday may bring either.
 */
export function isoBirthdate(value: string, today = new Date()): string | null {
  const trimmed = value.trim();
  const dutch = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const parts = dutch ? [dutch[3], dutch[2], dutch[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  if (date > today || y < today.getUTCFullYear() - 120) return null;
  return date.toISOString().slice(0, 10);
}

/** A country field left empty, or naming the Netherlands in either language, means Dutch rules. */
export const isDutchCountry = (country: string) =>
  /^(|nl|nld|nederland|the netherlands|netherlands|holland)$/i.test(country.trim());

const DUTCH_POSTCODE = /^([1-9]\d{3})\s?([A-Za-z]{2})$/;

/** Dutch postcodes strictly (1234 AB) for the Netherlands; other countries' codes loosely. */
export function isPostalCode(value: string, country = ""): boolean {
  const code = value.trim();
  if (isDutchCountry(country)) return DUTCH_POSTCODE.test(code);
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(code);
}

/** "1013bd" → "1013 BD" for a Dutch address; other countries' codes as typed. */
export function normalPostalCode(value: string, country = ""): string {
  const match = DUTCH_POSTCODE.exec(value.trim());
  return isDutchCountry(country) && match ? `${match[1]} ${match[2]?.toUpperCase()}` : value.trim();
}

export const FORMAT_MESSAGES: Record<TextFormat, string> = {
  iban: "forms.errors.iban",
  birthdate: "forms.errors.birthdate",
  postalcode: "forms.errors.postalCode",
  phone: "forms.errors.phoneInvalid",
};

/** Whether a typed value has its format; a postcode is read with the address's country. */
export function formatHolds(format: TextFormat, value: string, country = ""): boolean {
  switch (format) {
    case "iban":
      return normalIban(value) !== null;
    case "birthdate":
      return isoBirthdate(value) !== null;
    case "postalcode":
      return isPostalCode(value, country);
    case "phone":
      return isPhone(value);
  }
}
