// The demo CMS's rules for the fund's forms (app/forms/fund/one-off-donation.ts, payment-donation.ts,
// partner-signup.ts, party.ts, periodic-donation.ts), in the shape of mocks/forms.ts. A valid
// payment donation is answered with the demo payment page (mocks/payment.ts).
import { todayInAmsterdam } from "../app/forms/parts/schema-parts";
import type { Check, FormRules } from "./form-checks";
import { email, filled, isoDate, isString, isTrue, oneOf } from "./form-checks";

const positive: Check = (value) =>
  typeof value === "number" && Number.isFinite(value) && value > 0 && value <= 1_000_000;
const amountAtLeast =
  (min: number): Check =>
  (value) =>
    positive(value) && (value as number) >= min;
const persons: Check = (value) =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 8;
function personal(suffix: string): Record<string, Check> {
  const names = ["firstName", "lastName", "birthplace", "street", "house_number", "postalcode"];
  return {
    ...Object.fromEntries(names.map((name) => [`${name}${suffix}`, filled])),
    [`gender${suffix}`]: oneOf("Vrouw", "Man", "X"),
    [`birthdate${suffix}`]: isoDate,
    [`place_of_residency${suffix}`]: filled,
    [`country${suffix}`]: filled,
    [`phone${suffix}`]: filled,
    [`email${suffix}`]: email,
  };
}

/** What an earmarked gift is for (`special`); null is a gift to the fund as a whole. */
const purpose = (...purposes: string[]): Check => oneOf(null, ...purposes);

export const FUND_FORM_RULES: Record<string, FormRules> = {
  "eenmalige-donatie-simple": {
    lang: true,
    fields: {
      first_name: filled,
      last_name: filled,
      email,
      phone: filled,
      amount_of_ppl: persons,
      donation_per_person: amountAtLeast(1),
      special: purpose("duurzaamheid", "toegankelijkheid"),
    },
  },
  "eenmalige-donatie": {
    lang: true,
    fields: {
      donationAmount: amountAtLeast(2.5),
      firstName: filled,
      middleName: isString,
      lastName: filled,
      email,
      companyName: isString,
      special: purpose("cultuurverbindt", "musical"),
    },
    extra: (body) =>
      (body.special === "cultuurverbindt" || body.special === "musical") &&
      !filled(body.companyName)
        ? ["companyName"]
        : [],
  },
  "partner-signup": {
    lang: true,
    fields: {
      company_name: filled,
      firstName: filled,
      lastName: filled,
      email,
      phone: filled,
      partnership: oneOf("brons", "zilver", "goud"),
      comment: isString,
    },
  },
  // The periodic donation agreement; the demo page names this endpoint (periodicDonationEndpoint).
  "periodieke-schenking": {
    lang: true,
    fields: {
      kring: oneOf("vriend", "trotse-fries", "vrij"),
      amount: amountAtLeast(1250),
      looptijd: oneOf("5", "onbepaald"),
      initial_date: isoDate,
      ends_when: oneOf("schenker", "ander"),
      ...personal(""),
      partner_information: oneOf("Ja", "Nee"),
      payment_method: oneOf("automatic_debit", "payment"),
      iban: (value) => typeof value === "string" && /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value),
      vermelding: oneOf("ja", "nee"),
      agreement: isTrue,
    },
    extra: (body, now) => [
      // The first payment is on the first of a month still to come.
      ...(isoDate(body.initial_date) &&
      (!String(body.initial_date).endsWith("-01") ||
        String(body.initial_date) <= todayInAmsterdam(now))
        ? ["initial_date"]
        : []),
      ...(body.ends_when === "ander" && !filled(body.when_deceased_name)
        ? ["when_deceased_name"]
        : []),
      ...(body.partner_information === "Ja"
        ? Object.entries(personal("_partner"))
            .filter(([name, check]) => !check(body[name]))
            .map(([name]) => name)
        : []),
    ],
  },
  feest: {
    lang: true,
    fields: { firstName: filled, lastName: filled, email, attendance: oneOf("yes", "no") },
    extra: (body) =>
      body.attendance === "yes" && !oneOf("1", "2", "3", "4")(body.guests) ? ["guests"] : [],
  },
};
