// Shared steps of e2e/language-switch-form*.spec.ts: the donor sign-up filled to its second step,
// then the language switch (issue 37.8: the answers and the step go along, JS on and off).
import type { Page } from "@playwright/test";
import { expect } from "./test";

export const FORM_CASES = [
  {
    from: "nl",
    start: "/pagina/word-donateur",
    target: /\/en\/page\/become-a-donor$/,
    switchName: /^EN/,
    next: "Volgende",
    firstName: /^Voornaam/,
    lastName: /^Achternaam/,
    email: /^E-mailadres/,
    step2: "Contactgegevens",
    otherStep2: "Contact details",
    otherFirstName: /^First name/,
    otherEmail: /^E-mail address/,
    otherBack: "Previous",
    carry: "Verder in het Engels, met uw antwoorden",
  },
  {
    from: "en",
    start: "/en/page/become-a-donor",
    target: /\/pagina\/word-donateur$/,
    switchName: /^NL/,
    next: "Next",
    firstName: /^First name/,
    lastName: /^Last name/,
    email: /^E-mail address/,
    step2: "Contact details",
    otherStep2: "Contactgegevens",
    otherFirstName: /^Voornaam/,
    otherEmail: /^E-mailadres/,
    otherBack: "Vorige",
    carry: "Continue in Dutch, with your answers",
  },
] as const;

type FormCase = (typeof FORM_CASES)[number];

/**
 * Fills step 1, moves on, types an address on step 2 and switches language: with JavaScript the
 * header's switch, without it the form's own button (a link cannot carry what was typed).
 */
export async function switchMidForm(page: Page, c: FormCase, scripts: boolean) {
  const form = page.locator("form#donor-signup");
  await form.getByLabel(c.firstName).fill("Anna");
  await form.getByLabel(c.lastName).fill("de Vries");
  await form.getByRole("button", { name: c.next, exact: true }).click();
  await expect(form.getByRole("heading", { name: c.step2 })).toBeVisible();
  await form.getByLabel(c.email).fill("anna@example.nl");
  if (scripts) await page.locator("header [data-language-switch]").click();
  else await form.getByRole("button", { name: c.carry }).click();
  await expect(page).toHaveURL(c.target);
}

/** The other language's form shows the same step with the answers, and step 1's are kept. */
export async function expectCarried(page: Page, c: FormCase) {
  const form = page.locator("form#donor-signup");
  await expect(form.getByRole("heading", { name: c.otherStep2 })).toBeVisible();
  await expect(form.getByLabel(c.otherEmail)).toHaveValue("anna@example.nl");
  // Nothing was checked on the way: no error is shown for the empty phone field.
  await expect(form.locator(".error-summary")).toHaveCount(0);
  await form.getByRole("button", { name: c.otherBack, exact: true }).click();
  await expect(form.getByLabel(c.otherFirstName)).toHaveValue("Anna");
}
