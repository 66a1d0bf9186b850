// Checks of typed values the periodic donation needs (forms spec §4.2, §9.2): an IBAN with its
// checksum (ibantools, kept and small), a Dutch-style date of birth, a postcode, an amount.
import { electronicFormatIBAN, isValidIBAN } from "ibantools";

export type TextFormat = "iban" | "birthdate" | "postalcode" | "amount";

/** "NL91 abna 0417 1643 00" → "NL91ABNA0417164300" when its checksum and length hold. */
export function normalIban(value: string): string | null {
  const electronic = electronicFormatIBAN(value) ?? "";
  return isValidIBAN(electronic) ? electronic : null;
}

/** "31-12-1970" (or with / or .) → "1970-12-31" for a real day in the past 120 years. */
export function isoBirthdate(value: string, today = new Date()): string | null {
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, d, m, y] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  if (date > today || y < today.getUTCFullYear() - 120) return null;
  return date.toISOString().slice(0, 10);
}

/** Dutch postcodes strictly (1234 AB); other countries' codes loosely. */
export const isPostalCode = (value: string) =>
  /^\d{4}\s?[A-Za-z]{2}$/.test(value.trim()) ||
  /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value.trim());

/** "1250", "1.250" (thousands), "1250,50" → 1250.5; null when not an amount. */
export function amountOf(value: string): number | null {
  const plain = value
    .trim()
    .replace(/^€\s*/, "")
    .replace(/\.(?=\d{3}(\D|$))/g, "");
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(plain)) return null;
  return Number(plain.replace(",", "."));
}

export const FORMAT_MESSAGES: Record<TextFormat, string> = {
  iban: "forms.errors.iban",
  birthdate: "forms.errors.birthdate",
  postalcode: "forms.errors.postalCode",
  amount: "forms.errors.amountInvalid",
};

export function formatHolds(format: TextFormat, value: string): boolean {
  switch (format) {
    case "iban":
      return normalIban(value) !== null;
    case "birthdate":
      return isoBirthdate(value) !== null;
    case "postalcode":
      return isPostalCode(value);
    case "amount": {
      const amount = amountOf(value);
      return amount !== null && amount > 0;
    }
  }
}
