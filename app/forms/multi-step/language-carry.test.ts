import { describe, expect, it } from "vitest";
import { donorSignup } from "../fund/donor-signup";
import { party } from "../fund/party";
import { PERIODIC_DONATION_INTENT } from "../fund/periodic-donation";
import { NAV_FIELD } from "./config";
import { CARRY_NAV_FIELD, MULTI_STEP_FORM_IDS, multiStepFormIdOf } from "./language-carry";

describe("multiStepFormIdOf", () => {
  it("names each multi-step form by its intent, the id its form element carries", () => {
    expect(MULTI_STEP_FORM_IDS).toEqual({
      donorSignup: donorSignup.intent,
      party: party.intent,
      periodicDonation: PERIODIC_DONATION_INTENT,
    });
  });

  it("posts under the forms' own button field", () => {
    expect(CARRY_NAV_FIELD).toBe(NAV_FIELD);
  });

  it("finds the form of a fund page by its path, in both languages", () => {
    expect(multiStepFormIdOf({ url: "/en/page/party", fund: true, premiere: null })).toBe("party");
    expect(
      multiStepFormIdOf({
        url: "/pagina/periodieke-schenking",
        fund: true,
        premiere: null,
        periodicEndpoint: "/api/x",
      }),
    ).toBe("periodic-donation");
  });

  it("answers null for other pages and for data that is not a page", () => {
    expect(multiStepFormIdOf({ url: "/pagina/contact", fund: false, premiere: null })).toBeNull();
    expect(multiStepFormIdOf(undefined)).toBeNull();
    expect(multiStepFormIdOf({ url: 3 })).toBeNull();
  });
});
