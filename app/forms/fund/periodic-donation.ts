// The periodic donation agreement (forms spec §3.2, §4.2, §5.2, §9.2): a multi-step form whose
// endpoint the page that shows it supplies (CMS field `periodicDonationEndpoint`, see
// docs/content-api.md). Partner fields apply only when partner information is 'Ja'; the IBAN is
// checked with its checksum; the amount is one of the circle's presets or a free amount.
import { centsOf, eurosOf } from "~/models/money/amount";
import { formatEuro } from "~/models/text/euro";
import type { FieldCondition, MultiStepConfig, MultiStepField } from "../multi-step/config";
import { type AmountRule, SERVICE_MAXIMUM } from "../parts/amount-rule";
import { isoBirthdate, normalIban, normalPostalCode } from "../parts/formats";
import { todayInAmsterdam } from "../parts/schema-parts";

/** How many first payment dates are offered: the spec's list was six months long. */
export const FIRST_PAYMENT_MONTHS = 6;

/**
 * The first payment dates: the first day of each of the next six months, counted from the
 * current month in Amsterdam (on 26 November 2026: 1 December 2026 up to 1 May 2027). The
 * spec's fixed list (1 October 2025 – 1 March 2026) was this rule on the day it was written.
 */
export function firstPaymentDates(now: Date, count = FIRST_PAYMENT_MONTHS): string[] {
  const [year, month] = todayInAmsterdam(now).split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = month + i; // 0-based month index of the month after the current one, plus i
    const y = year + Math.floor(index / 12);
    return `${y}-${String((index % 12) + 1).padStart(2, "0")}-01`;
  });
}

const dateLabel = (iso: string) => {
  const date = new Date(`${iso}T12:00:00Z`);
  const format = (locale: string) =>
    new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(date);
  return { nl: format("nl-NL"), en: format("en-GB") };
};

export const CIRCLES = {
  vriend: ["1250", "1500", "1750"],
  "trotse-fries": ["2500", "3000", "3500"],
} as const;

/**
 * The least a year's gift may be (§9.1): a circle's lowest amount, and for a free amount the
 * lowest circle's, € 1.250 (the Vriend), since a periodic gift makes its giver a donor.
 */
const CIRCLE_MINIMUM = { vriend: 1250, "trotse-fries": 2500 } as const;
export const FREE_AMOUNT_MINIMUM = Math.min(...Object.values(CIRCLE_MINIMUM));

/**
 * The free amount a year, in cents: from the lowest circle's up to what the service takes (a
 * typed 9.999.999 is refused here, with the limit named, not upstream), confirmed above
 * € 25.000, where the top donor category starts (§9.1).
 */
export const FREE_AMOUNT: AmountRule = {
  min: centsOf(FREE_AMOUNT_MINIMUM),
  max: SERVICE_MAXIMUM,
  confirmAbove: 2_500_000,
  per: "year",
  tooLow: "amounts.periodicMinimum",
};

const euro = (amount: string) => ({
  nl: `${formatEuro(Number(amount))} per jaar`,
  en: `${formatEuro(Number(amount))} a year`,
});
const when = (field: string, ...values: string[]): FieldCondition => ({
  type: "hide",
  field,
  values,
});
const withPartner = when("partner_information", "Ja");

/** The circles' names, which also name their amounts and say when those apply. */
const CIRCLE_NAMES = {
  vriend: { nl: "Vriend", en: "Friend" },
  "trotse-fries": { nl: "Trotse Fries", en: "Proud Frisian" },
} as const;

/**
 * The presets of one circle, shown when that circle is chosen. Without JavaScript every
 * circle's presets are drawn, so each group says whose they are and when they count.
 */
const circleAmounts = (name: string, circle: keyof typeof CIRCLES): MultiStepField => ({
  name,
  type: "radio",
  description: {
    nl: `Bedrag als ${CIRCLE_NAMES[circle].nl}`,
    en: `Amount as a ${CIRCLE_NAMES[circle].en}`,
  },
  hint: {
    nl: `Alleen bij de kring ${CIRCLE_NAMES[circle].nl}.`,
    en: `Only for the ${CIRCLE_NAMES[circle].en} circle.`,
  },
  required: true,
  options: CIRCLES[circle].map((value) => ({ value, label: euro(value) })),
  condition: when("kring", circle),
});

/** Autofill hints of the donor's own fields; a partner's fields take none (see below). */
const OWN_AUTOCOMPLETE: Record<string, string> = {
  firstName: "given-name",
  lastName: "family-name",
  gender: "sex",
  birthdate: "bday",
  postalcode: "postal-code",
  place_of_residency: "address-level2",
  country: "country-name",
  phone: "tel",
  email: "email",
};

/** The personal fields of §3.2, for the donor or (with `_partner`) the partner. */
function personalFields(suffix: "" | "_partner"): MultiStepField[] {
  const condition = suffix ? withPartner : undefined;
  const field = (
    name: string,
    nl: string,
    en: string,
    extra: Partial<MultiStepField> = {},
  ): MultiStepField => ({
    name: `${name}${suffix}`,
    type: "text",
    // The partner's fields are named as such: both sets are in the form, one step apart.
    description: suffix ? { nl: `${nl} partner`, en: `Partner's ${en.toLowerCase()}` } : { nl, en },
    required: true,
    // The partner's fields show only with 'Ja'; each also says so, for whoever reads the labels.
    ...(condition ? { condition, hint: { nl: "Alleen bij Ja.", en: "Only if Yes." } } : {}),
    // A browser would fill the partner's fields with the donor's own details: no autofill there.
    autoComplete: suffix ? "off" : OWN_AUTOCOMPLETE[name],
    ...extra,
  });
  return [
    field("firstName", "Voornaam", "First name"),
    field("lastName", "Achternaam", "Last name"),
    field("gender", "Geslacht", "Gender", {
      type: "radio",
      display: "flex",
      options: [
        { value: "Vrouw", label: { nl: "Vrouw", en: "Woman" } },
        { value: "Man", label: { nl: "Man", en: "Man" } },
        { value: "X", label: { nl: "X", en: "X" } },
      ],
    }),
    field("birthdate", "Geboortedatum", "Date of birth", {
      format: "birthdate",
      placeholder: { nl: "dd-mm-jjjj", en: "dd-mm-yyyy" },
    }),
    field("birthplace", "Geboorteplaats", "Place of birth"),
    field("street", "Straat", "Street"),
    field("house_number", "Huisnummer", "House number"),
    field("addition", "Toevoeging", "Addition", { required: false }),
    field("postalcode", "Postcode", "Postcode", {
      format: "postalcode",
      countryField: `country${suffix}`,
    }),
    field("place_of_residency", "Woonplaats", "Town or city"),
    field("country", "Land", "Country", { defaultValue: "Nederland" }),
    field("phone", "Telefoonnummer", "Phone number", { format: "phone" }),
    field("email", "E-mailadres", "E-mail address", { type: "email" }),
  ];
}

/** The amount a year in euros: a circle's preset, or the free amount (read into cents). */
function amountOfAnswers(answers: Record<string, unknown>): number | null {
  const circle = answers.kring;
  const preset =
    circle === "vriend"
      ? answers.amount_vriend
      : circle === "trotse-fries"
        ? answers.amount_trotse_fries
        : null;
  if (typeof preset === "string") return Number(preset);
  return typeof answers.amount_free === "number" ? eurosOf(answers.amount_free) : null;
}

/** The payload of §3.2: one amount, ISO dates, the IBAN in electronic form. */
function payload(answers: Record<string, unknown>): Record<string, unknown> {
  const { amount_vriend, amount_trotse_fries, amount_free, ...rest } = answers;
  const out: Record<string, unknown> = { ...rest, amount: amountOfAnswers(answers) };
  for (const key of ["birthdate", "birthdate_partner"]) {
    if (typeof out[key] === "string") out[key] = isoBirthdate(out[key] as string);
  }
  for (const suffix of ["", "_partner"]) {
    const code = out[`postalcode${suffix}`];
    const country = out[`country${suffix}`];
    if (typeof code === "string") {
      out[`postalcode${suffix}`] = normalPostalCode(
        code,
        typeof country === "string" ? country : "",
      );
    }
  }
  if (typeof out.iban === "string") out.iban = normalIban(out.iban);
  return out;
}

export const PERIODIC_DONATION_INTENT = "periodic-donation";

/** The agreement's form as of `now`: the first payment dates are counted from it. */
export function periodicDonation(endpoint: string, now: Date = new Date()): MultiStepConfig {
  return {
    intent: PERIODIC_DONATION_INTENT,
    endpoint,
    success: {
      nl: "Dank u wel! U ontvangt de overeenkomst binnen enkele dagen per e-mail ter ondertekening.",
      en: "Thank you! You will receive the agreement by e-mail within a few days for signing.",
    },
    buttonText: { nl: "Overeenkomst aanvragen", en: "Request the agreement" },
    payload,
    steps: [
      {
        title: { nl: "Uw schenking", en: "Your gift" },
        fields: [
          {
            name: "kring",
            type: "radio",
            description: { nl: "Kring", en: "Circle" },
            required: true,
            options: [
              { value: "vriend", label: CIRCLE_NAMES.vriend },
              { value: "trotse-fries", label: CIRCLE_NAMES["trotse-fries"] },
              { value: "vrij", label: { nl: "Vrij bedrag", en: "Free amount" } },
            ],
          },
          circleAmounts("amount_vriend", "vriend"),
          circleAmounts("amount_trotse_fries", "trotse-fries"),
          {
            name: "amount_free",
            type: "text",
            // The hint under it names the least and the most (app/components/forms/field-control.tsx).
            description: { nl: "Bedrag per jaar in euro", en: "Amount a year in euros" },
            hint: { nl: "Alleen bij Vrij bedrag.", en: "Only for a free amount." },
            required: true,
            format: "amount",
            amount: FREE_AMOUNT,
            condition: when("kring", "vrij"),
          },
          {
            name: "looptijd",
            type: "radio",
            description: { nl: "Looptijd", en: "Term" },
            required: true,
            options: [
              { value: "5", label: { nl: "5 jaar", en: "5 years" } },
              { value: "onbepaald", label: { nl: "Onbepaalde tijd", en: "Indefinitely" } },
            ],
          },
          {
            name: "initial_date",
            type: "select",
            description: { nl: "Eerste betaling", en: "First payment" },
            required: true,
            datesFromNow: true,
            options: firstPaymentDates(now).map((value) => ({ value, label: dateLabel(value) })),
          },
          {
            name: "ends_when",
            type: "radio",
            description: {
              nl: "De schenking eindigt bij overlijden van",
              en: "The gift ends on the death of",
            },
            required: true,
            options: [
              { value: "schenker", label: { nl: "mijzelf", en: "myself" } },
              { value: "ander", label: { nl: "een ander", en: "someone else" } },
            ],
          },
          {
            name: "when_deceased_name",
            type: "text",
            description: { nl: "Naam van die persoon", en: "That person's name" },
            hint: { nl: "Alleen bij een ander.", en: "Only for someone else." },
            required: true,
            condition: when("ends_when", "ander"),
          },
        ],
      },
      { title: { nl: "Uw gegevens", en: "Your details" }, fields: personalFields("") },
      {
        title: { nl: "Partner", en: "Partner" },
        fields: [
          {
            name: "partner_information",
            type: "radio",
            description: {
              nl: "Wilt u de gegevens van uw partner toevoegen?",
              en: "Would you like to add your partner's details?",
            },
            required: true,
            display: "flex",
            defaultValue: "Nee",
            options: [
              { value: "Ja", label: { nl: "Ja", en: "Yes" } },
              { value: "Nee", label: { nl: "Nee", en: "No" } },
            ],
          },
          ...personalFields("_partner"),
        ],
      },
      {
        title: { nl: "Betaling", en: "Payment" },
        fields: [
          {
            name: "payment_method",
            type: "radio",
            description: { nl: "Betaalwijze", en: "Payment method" },
            required: true,
            options: [
              {
                value: "automatic_debit",
                label: { nl: "Automatische incasso", en: "Direct debit" },
              },
              { value: "payment", label: { nl: "Zelf overmaken", en: "Bank transfer" } },
            ],
          },
          {
            name: "iban",
            type: "text",
            description: { nl: "IBAN", en: "IBAN" },
            placeholder: { nl: "NL00 BANK 0123 4567 89", en: "NL00 BANK 0123 4567 89" },
            required: true,
            format: "iban",
          },
          {
            name: "vermelding",
            type: "radio",
            description: {
              nl: "Mogen wij uw naam vermelden in ons jaarverslag?",
              en: "May we mention your name in our annual report?",
            },
            required: true,
            display: "flex",
            options: [
              { value: "ja", label: { nl: "Ja", en: "Yes" } },
              { value: "nee", label: { nl: "Nee, liever anoniem", en: "No, anonymously" } },
            ],
          },
          {
            name: "newsletter",
            type: "checkbox",
            description: {
              nl: "Ik ontvang graag de nieuwsbrief van het Carrefonds",
              en: "I would like to receive the Carrefonds newsletter",
            },
          },
          {
            name: "agreement",
            type: "checkbox",
            required: true,
            description: {
              nl: "Ik ga akkoord met de voorwaarden van de periodieke schenking",
              en: "I agree to the terms of the periodic donation",
            },
          },
        ],
      },
    ],
  };
}
