import { describe, expect, it } from "vitest";
import { amountOf } from "~/forms/parts/formats";
import { donationFormsEn, donationFormsNl } from "~/i18n/donation-forms";
import { formsEn, formsNl } from "~/i18n/forms";
import { formatEuro } from "./euro";

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
    expect(amounts.length).toBeGreaterThan(8);
    for (const [written] of amounts) {
      expect(written).toBe(formatEuro(amountOf(written) ?? Number.NaN));
    }
  });
});
