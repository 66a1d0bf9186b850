// The general payment donation page (/pagina/doneren, /en/page/donate) in both languages, for
// the browser tests that give through it, and the donor details every such test types.
import type { Locator } from "@playwright/test";

export const PAYMENT_DONATION = [
  {
    locale: "nl",
    path: "/pagina/doneren",
    choose: "Kies bedrag",
    customAmount: /^Uw bedrag/,
    preset: "€ 25",
    first: /^Voornaam/,
    last: /^Achternaam/,
    email: /^E-mailadres/,
    pay: "Doneer en betaal",
    paymentHeading: "Demo-betaalpagina",
  },
  {
    locale: "en",
    path: "/en/page/donate",
    choose: "Choose amount",
    customAmount: /^Your amount/,
    preset: "€ 25",
    first: /^First name/,
    last: /^Last name/,
    email: /^E-mail address/,
    pay: "Donate and pay",
    paymentHeading: "Demo payment page",
  },
] as const;

/** Types the donor's name and address into a payment donation form. */
export async function fillDonor(
  form: Locator,
  texts: (typeof PAYMENT_DONATION)[number],
  email: string,
) {
  await form.getByLabel(texts.first).fill("Anna");
  await form.getByLabel(texts.last).fill("de Vries");
  await form.getByLabel(texts.email).fill(email);
}
