import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { amountsEn, amountsNl } from "~/i18n/amounts";
import { stepSchema, wholeSchema } from "../multi-step/schema";
import {
  FREE_AMOUNT,
  FREE_AMOUNT_MINIMUM,
  firstPaymentDates,
  periodicDonation,
} from "./periodic-donation";
import { parsePeriodicEndpoint } from "./periodic-endpoint";

describe("periodic donation", () => {
  it("offers the first day of each of the next six months in Amsterdam", () => {
    expect(firstPaymentDates(new Date("2026-11-26T10:00:00Z"))).toEqual([
      "2026-12-01",
      "2027-01-01",
      "2027-02-01",
      "2027-03-01",
      "2027-04-01",
      "2027-05-01",
    ]);
    // The spec's fixed list was this rule in September 2025.
    expect(firstPaymentDates(new Date("2025-09-15T12:00:00Z"))).toEqual([
      "2025-10-01",
      "2025-11-01",
      "2025-12-01",
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
    ]);
  });

  it("turns the month by Amsterdam's clock, not UTC's, in winter and in summer time", () => {
    // 31 December 23:30 UTC is already 1 January in Amsterdam (CET, UTC+1).
    expect(firstPaymentDates(new Date("2026-12-31T22:59:00Z"))[0]).toBe("2027-01-01");
    expect(firstPaymentDates(new Date("2026-12-31T23:00:00Z"))[0]).toBe("2027-02-01");
    // 31 May 22:00 UTC is 1 June in Amsterdam (CEST, UTC+2).
    expect(firstPaymentDates(new Date("2026-05-31T21:59:00Z"))[0]).toBe("2026-06-01");
    expect(firstPaymentDates(new Date("2026-05-31T22:00:00Z"))[0]).toBe("2026-07-01");
    // The night the clocks go back (25 October 2026) changes nothing but the hour.
    expect(firstPaymentDates(new Date("2026-10-25T01:30:00Z"))[0]).toBe("2026-11-01");
    // From August the list runs into the next year; from December it starts there.
    expect(firstPaymentDates(new Date("2026-08-10T12:00:00Z"))).toEqual([
      "2026-09-01",
      "2026-10-01",
      "2026-11-01",
      "2026-12-01",
      "2027-01-01",
      "2027-02-01",
    ]);
  });

  it("offers those dates in the form, labelled in each language", () => {
    const config = periodicDonation("/api/services/forms/x", new Date("2026-11-26T10:00:00Z"));
    const initial = config.steps[0].fields.find((field) => field.name === "initial_date");
    expect(initial?.options?.map((option) => option.value)).toEqual(
      firstPaymentDates(new Date("2026-11-26T10:00:00Z")),
    );
    expect(initial?.options?.[0]?.label).toEqual({ nl: "1 december 2026", en: "1 December 2026" });
  });

  it("says a first payment date that passed while the form was open has passed, naming the next", () => {
    // Opened on 30 November at 23:58, 1 December chosen, sent after midnight in Amsterdam.
    const opened = periodicDonation("/api/services/forms/x", new Date("2026-11-30T22:58:00Z"));
    const sent = periodicDonation("/api/services/forms/x", new Date("2026-11-30T23:00:30Z"));
    const issues = (config: typeof sent, initial_date: string) => {
      const values = { initial_date };
      const result = v.safeParse(stepSchema(config, 0, values), values);
      return result.success ? [] : (v.flatten(result.issues).nested?.initial_date ?? []);
    };
    expect(issues(opened, "2026-12-01")).toEqual([]);
    expect(issues(sent, "2026-12-01")).toEqual(["forms.errors.datePassed|2027-01-01"]);
    expect(issues(sent, "2027-01-01")).toEqual([]);
    // Anything else that is not an offered date is still "make a choice", never "passed".
    expect(issues(sent, "2031-01-01")).toEqual(["forms.errors.choose"]);
    expect(issues(sent, "gisteren")).toEqual(["forms.errors.choose"]);
    expect(issues(sent, "")).toEqual(["forms.errors.choose"]);
  });

  it("asks a free amount from the lowest circle's € 1.250 to the service's € 1.000.000 a year", () => {
    const config = periodicDonation("/api/services/forms/x");
    const issues = (amount: string, lang: "nl" | "en" = "nl", confirmed?: string) => {
      const values = { kring: "vrij", amount_free: amount, amount_free_confirmed: confirmed };
      const result = v.safeParse(stepSchema(config, 0, values), values, { lang });
      return result.success ? [] : (v.flatten(result.issues).nested?.amount_free ?? []);
    };
    expect(FREE_AMOUNT_MINIMUM).toBe(1250);
    expect(FREE_AMOUNT.min).toBe(125_000);
    expect(issues("0,50")).toEqual(["amounts.periodicMinimum|125000"]);
    expect(issues("1249,99")).toEqual(["amounts.periodicMinimum|125000"]);
    expect(issues("0")).toEqual(["amounts.periodicMinimum|125000"]);
    expect(issues("1.250")).toEqual([]);
    expect(issues("€ 1.250,-")).toEqual([]);
    expect(issues("1,250", "en")).toEqual([]);
    expect(issues("1,250")).toEqual(["amounts.ambiguous"]);
    expect(issues("veel")).toEqual(["amounts.invalid"]);
    // Refused by the site, with the limit named, never sent to fail upstream.
    expect(issues("9.999.999")).toEqual(["amounts.tooHigh|100000000"]);
    // Above € 25.000 a year only with the box that names the amount ticked.
    expect(issues("30.000")).toEqual(["amounts.confirm|3000000"]);
    expect(issues("30.000", "nl", "3000000")).toEqual([]);
    expect(issues("30.000,01", "nl", "3000000")).toEqual(["amounts.confirm|3000001"]);
    expect(issues("25.000")).toEqual([]);
    // The message names the amount where it is shown, written for the page's language.
    expect(amountsNl.periodicMinimum).toContain("{{amount}}");
    expect(amountsEn.periodicMinimum).toContain("{{amount}}");
  });

  it("sends the free amount in euros, a preset as its number", () => {
    const config = periodicDonation("/api/services/forms/x");
    expect(config.payload?.({ kring: "vrij", amount_free: 125_050 })).toMatchObject({
      amount: 1250.5,
    });
    expect(config.payload?.({ kring: "vriend", amount_vriend: "1500" })).toMatchObject({
      amount: 1500,
    });
  });

  it("checks a Dutch postcode for the Netherlands and lets the partner's fields be", () => {
    const config = periodicDonation("/api/services/forms/x");
    const personal = config.steps[1]?.fields ?? [];
    const issues = (values: Record<string, string>) => {
      const result = v.safeParse(stepSchema(config, 1, values), values);
      return result.success ? {} : v.flatten(result.issues).nested;
    };
    expect(issues({ postalcode: "ABCD", country: "Nederland" })).toHaveProperty("postalcode", [
      "forms.errors.postalCode",
    ]);
    expect(issues({ postalcode: "ABCD", country: "" })).toHaveProperty("postalcode");
    expect(issues({ postalcode: "B-1000", country: "België" })).not.toHaveProperty("postalcode");
    expect(issues({ phone: "abc" })).toHaveProperty("phone", ["forms.errors.phoneInvalid"]);
    const autofill = Object.fromEntries(personal.map((f) => [f.name, f.autoComplete]));
    expect(autofill).toMatchObject({ email: "email", phone: "tel", firstName: "given-name" });
    const partner = (config.steps[2]?.fields ?? []).filter((f) => f.name.endsWith("_partner"));
    expect(partner.length).toBeGreaterThan(10);
    expect(new Set(partner.map((f) => f.autoComplete))).toEqual(new Set(["off"]));
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
