import { describe, expect, it } from "vitest";
import { donationFormsEn, donationFormsNl } from "~/i18n/donation-forms";
import { formsEn, formsNl } from "~/i18n/forms";
import { readAmount } from "../money/amount";
import { formatCents, formatEuro } from "./euro";

describe("formatEuro", () => {
  it("writes every amount one way, nl-NL style, in both languages", () => {
    expect(formatEuro(1000)).toBe("€\u00a01.000");
    expect(formatEuro(1250)).toBe("€\u00a01.250");
    expect(formatEuro(2.5)).toBe("€\u00a02,50");
    expect(formatEuro(12500.05)).toBe("€\u00a012.500,05");
    expect(formatEuro(10)).toBe("€\u00a010");
    expect(formatEuro(1_000_000)).toBe("€\u00a01.000.000");
    expect(formatEuro(0)).toBe("€\u00a00");
    // The same as the browser's and the server's Intl, where they agree.
    expect(formatEuro(1750)).toBe(
      new Intl.NumberFormat("nl-NL", {
        style: "currency",
        currency: "EUR",
        minimumFractionDigits: 0,
      }).format(1750),
    );
  });
});

describe("amounts in the forms' texts", () => {
  const texts = (node: unknown): string[] =>
    typeof node === "string"
      ? [node]
      : typeof node === "object" && node !== null
        ? Object.values(node).flatMap(texts)
        : [];

  it("are written as formatEuro writes them, in both languages", () => {
    const all = [formsNl, formsEn, donationFormsNl, donationFormsEn].flatMap(texts);
    const amounts = all.flatMap((text) => [...text.matchAll(/€\s*\d[\d.,]*\d|€\s*\d/g)]);
    // The partnership levels; the money fields' limits are written with formatCents.
    expect(amounts.length).toBeGreaterThanOrEqual(6);
    for (const [written] of amounts) {
      const reading = readAmount(written, "nl");
      expect(written).toBe(formatEuro(reading.ok ? reading.cents / 100 : Number.NaN));
    }
  });
});

describe("formatCents", () => {
  it("writes an amount the page's language's way, the cents always when exact", () => {
    expect(formatCents(1250, "nl", true)).toBe("€\u00a012,50");
    expect(formatCents(1250, "en", true)).toBe("€12.50");
    expect(formatCents(1_200_000, "nl", true)).toBe("€\u00a012.000,00");
    expect(formatCents(1_200_000, "en", true)).toBe("€12,000.00");
    expect(formatCents(5, "nl", true)).toBe("€\u00a00,05");
    expect(formatCents(100_000_000, "en")).toBe("€1,000,000");
    expect(formatCents(250, "en")).toBe("€2.50");
    // Without `exact`, Dutch is formatEuro to the character.
    for (const cents of [0, 5, 250, 125_000, 100_000_050, 99]) {
      expect(formatCents(cents, "nl")).toBe(formatEuro(cents / 100));
    }
    // English as the browser's Intl writes it.
    expect(formatCents(123_456_789, "en", true)).toBe(
      new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }).format(1234567.89),
    );
  });
});
