// The periodic donation agreement's texts in both languages and the steps a donor fills in before
// the last one, for the browser tests of the multi-step forms.
import type { Locator, Page } from "@playwright/test";
import { uniqueEmail } from "./form-services";

export const PERIODIC = {
  nl: {
    path: "/pagina/periodieke-schenking",
    page: "Periodiek schenken",
    problem: "Er is een probleem",
    error: "Fout",
    stepOf: (step: number) => `Stap ${step} van 4`,
    giftStep: "Uw schenking",
    circleField: "Kring",
    circleNames: ["Vriend", "Trotse Fries"],
    freeCircle: "Vrij bedrag",
    partnerQuestion: /gegevens van uw partner/,
    no: "Nee",
    circleAmounts: [/^Bedrag als Vriend/, /^Bedrag als Trotse Fries/],
    circleHints: [/Alleen bij de kring Vriend/, /Alleen bij de kring Trotse Fries/],
    freeAmount: /^Bedrag per jaar/,
    freeHint: /Alleen bij Vrij bedrag/,
    partnerFirstName: /^Voornaam partner/,
    partnerHint: /Alleen bij Ja/,
    circle: "Vriend",
    amount: "€ 1.500 per jaar",
    term: "5 jaar",
    firstPayment: /^Eerste betaling/,
    ends: "mijzelf",
    next: "Volgende",
    firstName: "Voornaam",
    lastName: "Achternaam",
    gender: "Geslacht",
    woman: "Vrouw",
    birthdate: "Geboortedatum",
    birthplace: "Geboorteplaats",
    street: "Straat",
    houseNumber: "Huisnummer",
    postcode: "Postcode",
    town: "Woonplaats",
    phone: "Telefoonnummer",
    email: "E-mailadres",
    detailsStep: "Uw gegevens",
    partnerStep: "Partner",
    paymentStep: "Betaling",
    debit: "Automatische incasso",
    mention: /naam vermelden/,
    yes: "Ja",
    agree: /Ik ga akkoord/,
    send: "Overeenkomst aanvragen",
    thanks: /U ontvangt de overeenkomst binnen enkele dagen/,
  },
  en: {
    path: "/en/page/periodic-donation",
    page: "Periodic donation",
    problem: "There is a problem",
    error: "Error",
    stepOf: (step: number) => `Step ${step} of 4`,
    giftStep: "Your gift",
    circleField: "Circle",
    circleNames: ["Friend", "Proud Frisian"],
    freeCircle: "Free amount",
    partnerQuestion: /partner's details/,
    no: "No",
    circleAmounts: [/^Amount as a Friend/, /^Amount as a Proud Frisian/],
    circleHints: [/Only for the Friend circle/, /Only for the Proud Frisian circle/],
    freeAmount: /^Amount a year/,
    freeHint: /Only for a free amount/,
    partnerFirstName: /^Partner's first name/,
    partnerHint: /Only if Yes/,
    circle: "Friend",
    amount: "€ 1.500 a year",
    term: "5 years",
    firstPayment: /^First payment/,
    ends: "myself",
    next: "Next",
    firstName: "First name",
    lastName: "Last name",
    gender: "Gender",
    woman: "Woman",
    birthdate: "Date of birth",
    birthplace: "Place of birth",
    street: "Street",
    houseNumber: "House number",
    postcode: "Postcode",
    town: "Town or city",
    phone: "Phone number",
    email: "E-mail address",
    detailsStep: "Your details",
    partnerStep: "Partner",
    paymentStep: "Payment",
    debit: "Direct debit",
    mention: /annual report/,
    yes: "Yes",
    agree: /I agree/,
    send: "Request the agreement",
    thanks: /You will receive the agreement by e-mail/,
  },
} as const;

export type PeriodicTexts = (typeof PERIODIC)[keyof typeof PERIODIC];

/** The donor's own field, not the partner's drawn beside it without JavaScript. */
export const own = (label: string) => new RegExp(`^${label}(?! partner)`);

/** Presses 'Volgende' (not the copy Enter presses, hidden before the step indicators). */
export const pressNext = (form: Locator, texts: PeriodicTexts) =>
  form.getByRole("button", { name: texts.next, exact: true }).click();

/** Fills in the first step and goes on. */
export async function fillGift(form: Locator, texts: PeriodicTexts) {
  await form.getByLabel(texts.circle, { exact: true }).check();
  await form.getByLabel(texts.amount, { exact: true }).check();
  await form.getByLabel(texts.term, { exact: true }).check();
  await form.getByLabel(texts.firstPayment).selectOption({ index: 1 });
  await form.getByLabel(texts.ends, { exact: true }).check();
  await pressNext(form, texts);
}

/** Fills in the donor's details (the second step) and goes on; returns the e-mail used. */
export async function fillDetails(form: Locator, texts: PeriodicTexts) {
  const email = uniqueEmail("periodic");
  await form.getByLabel(own(texts.firstName)).fill("Anna");
  await form.getByLabel(own(texts.lastName)).fill("de Vries");
  await form
    .getByRole("group", { name: own(texts.gender) })
    .getByLabel(texts.woman)
    .check();
  await form.getByLabel(own(texts.birthdate)).fill("31-12-1970");
  await form.getByLabel(own(texts.birthplace)).fill("Leeuwarden");
  await form.getByLabel(own(texts.street)).fill("Houthavenkade");
  await form.getByLabel(own(texts.houseNumber)).fill("12");
  await form.getByLabel(own(texts.postcode)).fill("1013 BD");
  await form.getByLabel(own(texts.town)).fill("Amsterdam");
  await form.getByLabel(own(texts.phone)).fill("020 123 45 67");
  await form.getByLabel(own(texts.email)).fill(email);
  await pressNext(form, texts);
  return email;
}

/**
 * Presses a control with the mouse as a person does (down, a moment, up) and returns where it
 * was before the press and just before the release: a message drawn meanwhile must not move it.
 */
export async function pressAndMeasure(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const before = await control.boundingBox();
  if (!before) throw new Error("the control has no box");
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  // A press lasts a moment; long enough for a validation on blur to draw its message.
  await page.waitForTimeout(150);
  const during = await control.boundingBox();
  await page.mouse.up();
  return { before, during };
}
