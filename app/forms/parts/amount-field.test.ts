import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { nl } from "~/i18n/nl";
import { type MessageKey, translate, type Vars } from "~/i18n/translate";
import { amount, confirmationHolds } from "./amount-field";
import type { AmountRule } from "./amount-rule";
import { messageText, withAmount, withDate } from "./messages";

const rule: AmountRule = { min: 250, max: 100_000_000, confirmAbove: 250_000, per: "once" };
const read = (schema: v.GenericSchema, input: unknown, lang?: string) => {
  const result = v.safeParse(schema, input, { lang });
  return result.success ? result.output : result.issues.map((issue) => issue.message);
};

describe("amount", () => {
  it("reads by the parse's language, Dutch when none is given", () => {
    expect(read(amount(true, rule), "1.000", "nl")).toBe(100_000);
    expect(read(amount(true, rule), "1,000", "en")).toBe(100_000);
    expect(read(amount(true, rule), "1,000")).toEqual(["amounts.ambiguous"]);
    expect(read(amount(true, rule), "1.000", "en")).toEqual(["amounts.ambiguous"]);
    expect(read(amount(true, rule), "12,50", "en")).toBe(1250);
  });

  it("is empty as null when it may be, and required when it must", () => {
    expect(read(amount(false, rule), undefined)).toBeNull();
    expect(read(amount(false, rule), "  ")).toBeNull();
    expect(read(amount(true, rule), "")).toEqual(["forms.errors.required"]);
  });

  it("names the limit it breaks, and asks above the ceiling unless the box names the amount", () => {
    expect(read(amount(true, rule), "2,49")).toEqual(["amounts.tooLow|250"]);
    expect(read(amount(true, rule), "1.000.000,01")).toEqual(["amounts.tooHigh|100000000"]);
    expect(read(amount(true, rule), "99999999999999")).toEqual(["amounts.tooHigh|100000000"]);
    expect(read(amount(true, { ...rule, tooLow: "amounts.periodicMinimum" }), "1")).toEqual([
      "amounts.periodicMinimum|250",
    ]);
    // A schema built with the box's value (the multi-step forms) checks it itself.
    expect(read(amount(true, rule, ""), "2.500,01")).toEqual(["amounts.confirm|250001"]);
    expect(read(amount(true, rule, "250001"), "2.500,01")).toBe(250_001);
    expect(read(amount(true, rule, ""), "2.500")).toBe(250_000);
    // A fixed schema leaves the box to a check over both fields.
    expect(read(amount(true, rule), "12.000")).toBe(1_200_000);
    expect(confirmationHolds(1_200_000, "", rule)).toBe(false);
    expect(confirmationHolds(1_200_000, "1100000", rule)).toBe(false);
    expect(confirmationHolds(1_200_000, "1200000", rule)).toBe(true);
    expect(confirmationHolds(null, "", rule)).toBe(true);
  });
});

describe("messageText", () => {
  const t = (messages: typeof nl, locale: string) => (key: MessageKey, vars?: Vars) =>
    translate(messages, key, vars, locale);

  it("writes a message's amount for the page's language", () => {
    expect(messageText(withAmount("amounts.tooLow", 250), t(nl, "nl"), "nl")).toBe(
      "Het bedrag is ten minste €\u00a02,50.",
    );
    expect(messageText(withAmount("amounts.tooLow", 250), t(en, "en"), "en")).toBe(
      "The amount must be at least €2.50.",
    );
    expect(messageText("amounts.periodicMinimum|125000", t(nl, "nl"), "nl")).toBe(
      "Een periodieke schenking is ten minste €\u00a01.250 per jaar.",
    );
    expect(messageText("forms.errors.required", t(nl, "nl"), "nl")).toBe("Vul dit veld in.");
  });

  it("writes a message's date for the page's language", () => {
    const passed = withDate("forms.errors.datePassed", "2027-01-01");
    expect(messageText(passed, t(nl, "nl"), "nl")).toContain("is 1 januari 2027:");
    expect(messageText(passed, t(en, "en"), "en")).toContain("is 1 January 2027:");
  });
});
