// Filling in the periodic donation agreement (pagina/periodieke-schenking, en/page/periodic-
// donation) step by step, in either language, with JavaScript on or off: the steps' buttons work
// both ways. `answers` overrides a field's typed value to try what the form refuses.
import type { Locator } from "@playwright/test";
import { expect } from "./test";

const TEXTS = {
  nl: {
    free: "Vrij bedrag",
    amount: /^Bedrag per jaar/,
    indefinite: "Onbepaalde tijd",
    first: /^Eerste betaling/,
    myself: "mijzelf",
    next: "Volgende",
    details: "Uw gegevens",
    partner: "Partner",
    payment: "Betaling",
    debit: "Automatische incasso",
    anonymous: "Nee, liever anoniem",
    agree: /Ik ga akkoord/,
    send: "Overeenkomst aanvragen",
    gender: "Vrouw",
    fields: {
      firstName: "Voornaam",
      lastName: "Achternaam",
      gender: "Geslacht",
      birthdate: "Geboortedatum",
      birthplace: "Geboorteplaats",
      street: "Straat",
      house_number: "Huisnummer",
      postalcode: "Postcode",
      place_of_residency: "Woonplaats",
      phone: "Telefoonnummer",
      email: "E-mailadres",
    },
  },
  en: {
    free: "Free amount",
    amount: /^Amount a year/,
    indefinite: "Indefinitely",
    first: /^First payment/,
    myself: "myself",
    next: "Next",
    details: "Your details",
    partner: "Partner",
    payment: "Payment",
    debit: "Direct debit",
    anonymous: "No, anonymously",
    agree: /I agree/,
    send: "Request the agreement",
    gender: "Woman",
    fields: {
      firstName: "First name",
      lastName: "Last name",
      gender: "Gender",
      birthdate: "Date of birth",
      birthplace: "Place of birth",
      street: "Street",
      house_number: "House number",
      postalcode: "Postcode",
      place_of_residency: "Town or city",
      phone: "Phone number",
      email: "E-mail address",
    },
  },
} as const;

export type Lang = keyof typeof TEXTS;
export const periodicTexts = (lang: Lang) => TEXTS[lang];

/** The donor's own field, not the partner's drawn in the same form. */
const own = (label: string) => new RegExp(`^${label}(?! partner)`);

/**
 * Step 1 with a free amount and the first date offered; stays on step 1 when it is refused. The
 * amount is typed last: a refused one's message, shown when the field is left, moves what is
 * below it, and a choice made after that could be clicked beside.
 */
export async function fillGift(form: Locator, lang: Lang, amount: string) {
  const t = TEXTS[lang];
  await form.getByLabel(t.free).check();
  await form.getByLabel(t.indefinite).check();
  await form.getByLabel(t.first).selectOption({ index: 1 });
  await form.getByLabel(t.myself).check();
  await form.getByLabel(t.amount).fill(amount);
  await form.getByRole("button", { name: t.next }).click();
}

export const DONOR = {
  firstName: "Anna",
  lastName: "de Vries",
  birthdate: "31-12-1970",
  birthplace: "Leeuwarden",
  street: "Houthavenkade",
  house_number: "12",
  postalcode: "1013 BD",
  place_of_residency: "Amsterdam",
  phone: "020 123 45 67",
  email: "anna@example.nl",
};

/** Step 2, the donor's details (DONOR, with `answers` instead where given). */
export async function fillDetails(form: Locator, lang: Lang, answers: Partial<typeof DONOR>) {
  const t = TEXTS[lang];
  await expect(form.getByRole("heading", { name: t.details })).toBeVisible();
  const values = { ...DONOR, ...answers };
  for (const [name, value] of Object.entries(values)) {
    await form.getByLabel(own(t.fields[name as keyof typeof DONOR])).fill(value);
  }
  await form
    .getByRole("group", { name: own(t.fields.gender) })
    .getByLabel(t.gender)
    .check();
  await form.getByRole("button", { name: t.next }).click();
}

/** Step 3 without partner and step 4 with this IBAN, then the send button. */
export async function fillPayment(form: Locator, lang: Lang, iban: string) {
  const t = TEXTS[lang];
  await expect(form.getByRole("heading", { name: t.partner })).toBeVisible();
  await form.getByRole("button", { name: t.next }).click();
  await expect(form.getByRole("heading", { name: t.payment })).toBeVisible();
  await form.getByLabel(t.debit).check();
  await form.getByLabel(/^IBAN/).fill(iban);
  await form.getByLabel(t.anonymous).check();
  await form.getByLabel(t.agree).check();
  await form.getByRole("button", { name: t.send }).click();
}

/** The first payment dates the form must offer today: the 1st of each of the next six months. */
export function expectedFirstDates(now = new Date()): string[] {
  const [year, month] = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
  })
    .format(now)
    .split("-")
    .map(Number) as [number, number];
  return Array.from({ length: 6 }, (_, i) => {
    const date = new Date(Date.UTC(year, month + i, 1));
    return date.toISOString().slice(0, 10);
  });
}
