import { parseWithValibot } from "@conform-to/valibot";
import { describe, expect, it } from "vitest";
import {
  fundContactPlace,
  fundFormKind,
  newsletterPageKind,
  offersTheatreForm,
} from "../parts/page-form-kind";
import { fundContactForm } from "./fund-contact";

const valid = {
  firstName: " Anna ",
  lastName: "de Vries",
  email: "anna@example.nl",
  subject: "Nalaten",
  phone: "+31 20 123 45 67",
  callBackPreference: "afternoon",
};

const errorsOf = (submission: ReturnType<typeof parse>) =>
  submission.status === "success" ? {} : (submission.error ?? {});

function parse(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return parseWithValibot(data, { schema: fundContactForm.schema });
}

describe("fund contact form", () => {
  it("sends exactly the spec's six fields, trimmed, to carrefonds-contact in the page's language", () => {
    const submission = parse({ ...valid, unknown: "x" });
    if (submission.status !== "success") throw new Error("expected a valid submission");
    expect(fundContactForm.payload(submission.value)).toEqual({
      firstName: "Anna",
      lastName: "de Vries",
      email: "anna@example.nl",
      subject: "Nalaten",
      phone: "+31 20 123 45 67",
      callBackPreference: "afternoon",
    });
    expect(Object.keys(fundContactForm.payload(submission.value))).toEqual([
      "firstName",
      "lastName",
      "email",
      "subject",
      "phone",
      "callBackPreference",
    ]);
    expect(fundContactForm.endpoint("en")).toBe("/api/services/forms/carrefonds-contact?lang=en");
    expect(fundContactForm.endpoint("nl")).toBe("/api/services/forms/carrefonds-contact?lang=nl");
  });

  it("requires every field and checks e-mail, phone and the preference", () => {
    for (const name of Object.keys(valid)) {
      const { [name]: _, ...rest } = valid as Record<string, string>;
      const submission = parse(rest);
      expect(submission.status, name).not.toBe("success");
      expect(Object.keys(errorsOf(submission)), name).toEqual([name]);
    }
    const bad = parse({ ...valid, email: "a b@c", phone: "12", callBackPreference: "night" });
    expect(errorsOf(bad)).toEqual({
      email: ["forms.errors.emailInvalid"],
      phone: ["forms.errors.phoneInvalid"],
      callBackPreference: ["forms.errors.choose"],
    });
  });
});

describe("forms by variant", () => {
  const ids = ["FONDS_CONTACT_FORM", null];
  it("places the fund contact form only on fund pages", () => {
    expect(fundContactPlace({ url: "carrefonds", fund: true, sidebarIds: ids })).toBe(
      "sidebarItem",
    );
    expect(fundContactPlace({ url: "carrefonds", fund: false, sidebarIds: ids })).toBeNull();
    expect(fundContactPlace({ url: "word-donateur", fund: true, sidebarIds: [null] })).toBeNull();
    expect(fundContactPlace({ url: "contact", fund: true, sidebarIds: [] })).toBe("wholeSidebar");
    expect(fundContactPlace({ url: "contact", fund: false, sidebarIds: ids })).toBeNull();
  });
  it("offers the theatre forms on the theatre variant only", () => {
    const page = { url: "terugbelverzoek", premiere: null };
    expect(offersTheatreForm({ ...page, fund: false })).toBe(true);
    expect(offersTheatreForm({ ...page, fund: true })).toBe(false);
    expect(offersTheatreForm({ url: "x", premiere: {}, fund: true })).toBe(false);
    expect(newsletterPageKind("aanmelden-nieuwsbrief")).toBe("subscribe");
    expect(fundFormKind({ url: "cultuurverbindt", premiere: null, fund: false })).toBeNull();
    expect(fundFormKind({ url: "cultuurverbindt", premiere: null, fund: true })).toBe(
      "companyDonation",
    );
  });
});
