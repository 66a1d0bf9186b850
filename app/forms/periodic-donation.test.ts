import { describe, expect, it } from "vitest";
import { wholeSchema } from "./multi-step/schema";
import { FIRST_PAYMENT_DATES, firstPaymentDates, periodicDonation } from "./periodic-donation";
import { parsePeriodicEndpoint } from "./periodic-endpoint";

describe("periodic donation", () => {
  it("offers the first payment dates monthly from the one constant", () => {
    expect(FIRST_PAYMENT_DATES).toEqual({ from: "2025-10-01", to: "2026-03-01" });
    expect(firstPaymentDates()).toEqual([
      "2025-10-01",
      "2025-11-01",
      "2025-12-01",
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
    ]);
  });

  it("takes only a form service path as its endpoint", () => {
    expect(parsePeriodicEndpoint("/api/services/forms/periodieke-schenking?lang={lang}")).toBe(
      "/api/services/forms/periodieke-schenking?lang={lang}",
    );
    expect(parsePeriodicEndpoint("https://evil.example/collect")).toBeNull();
    expect(parsePeriodicEndpoint("/api/services/forms/../render/x")).toBeNull();
    expect(parsePeriodicEndpoint(42)).toBeNull();
  });

  it("requires the partner fields only with 'Ja' and the deceased's name only for another", () => {
    const config = periodicDonation("/api/services/forms/x");
    const keys = (values: Record<string, string>) =>
      Object.keys((wholeSchema(config, values) as unknown as { entries: object }).entries);
    const without = keys({ partner_information: "Nee", ends_when: "schenker", kring: "vriend" });
    expect(without).not.toContain("firstName_partner");
    expect(without).not.toContain("when_deceased_name");
    expect(without).toContain("amount_vriend");
    expect(without).not.toContain("amount_free");
    const withPartner = keys({ partner_information: "Ja", ends_when: "ander", kring: "vrij" });
    expect(withPartner).toContain("email_partner");
    expect(withPartner).toContain("when_deceased_name");
    expect(withPartner).toContain("amount_free");
  });
});
