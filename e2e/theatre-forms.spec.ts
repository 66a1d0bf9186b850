// The theatre's request forms with JavaScript: inline validation, conditional fields, fetcher
// submits to success and to failure (the demo back end fails for fout@example.com).

import type { Locator } from "@playwright/test";
import { expectNoAxeViolations } from "./support";
import { expect, test } from "./test";

/**
 * These are the behaviours JavaScript adds. Until the form hydrates it is the no-JS form (the
 * browser's own required checks, no aria-invalid; covered by the no-javascript project), so a
 * click that came first would test that one instead.
 */
const live = (form: Locator) => expect(form).toHaveAttribute("data-live", "true");

test("nl: callback request shows the specification only for 'Anders' and succeeds", async ({
  page,
}) => {
  await page.goto("/pagina/terugbelverzoek");
  const form = page.locator("form#callback");
  await live(form);
  const specification = form.getByLabel(/Waar gaat uw vraag over/);
  await expect(specification).toBeHidden();
  await form.getByLabel(/Waarover wilt u gebeld worden/).selectOption("other");
  await expect(specification).toBeVisible();
  await expect(form.getByLabel(/Ordernummer/)).toBeHidden();

  await form.getByRole("button", { name: "Bel mij terug" }).click();
  await expect(specification).toHaveAttribute("aria-invalid", "true");
  await expect(
    form.locator(".form-field__error", { hasText: "Vul uw e-mailadres in." }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await specification.fill("Parkeren bij het theater");
  await form.getByLabel("Tussen 14.00 en 16.00 uur").check();
  await form.getByLabel(/^Naam/).fill("Jan Jansen");
  await form.getByLabel(/^E-mailadres/).fill("jan@example.nl");
  await form.getByLabel(/^Telefoonnummer/).fill("020 123 45 67");
  await form.getByRole("button", { name: "Bel mij terug" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Bedankt voor uw terugbelverzoek" }),
  ).toBeVisible();
});

test("en: a failing callback request keeps what was typed", async ({ page }) => {
  await page.goto("/en/page/callback-request");
  const form = page.locator("form#callback");
  await live(form);
  await form.getByLabel(/What would you like us to call you about/).selectOption("tickets");
  await form.getByLabel("No preference").check();
  await form.getByLabel(/^Name/).fill("Ann Smith");
  await form.getByLabel(/^E-mail address/).fill("fout@example.com");
  await form.getByLabel(/^Phone number/).fill("+31 20 123 45 67");
  await form.getByRole("button", { name: "Call me back" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Something went wrong. Please try again later." }),
  ).toBeVisible();
  await expect(form.getByLabel(/^Name/)).toHaveValue("Ann Smith");
  await expect(form.getByLabel(/^E-mail address/)).toHaveValue("fout@example.com");
  await expect(form.getByLabel("No preference")).toBeChecked();
});

test("nl: a diploma dinner can be chosen only for a show someone attends", async ({ page }) => {
  await page.goto("/pagina/c-diploma");
  const form = page.locator("form#diploma");
  await live(form);
  const show = form.getByRole("group", { name: /Hamlet/ });
  const amount = show.getByLabel("Aantal personen");
  const dinner = show.getByLabel("Dinerreservering");
  await expect(dinner).toBeDisabled();
  await amount.selectOption("2");
  await expect(dinner).toBeEnabled();
  await dinner.selectOption("Bar Boven");
  await amount.selectOption("0");
  await expect(dinner).toBeDisabled();
  await expect(dinner).toHaveValue("Nee");

  await form.getByLabel(/^Naam/).fill("Kim de Boer");
  await form.getByLabel(/^Klantnummer/).fill("C-1234");
  await form.getByLabel(/^E-mailadres/).fill("kim@example.nl");
  await form.getByRole("button", { name: "Bestellen" }).click();
  await expect(
    form.getByText("Kies bij ten minste één voorstelling een aantal personen.").first(),
  ).toBeVisible();
  await amount.selectOption("1");
  await form.getByRole("button", { name: "Bestellen" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "per e-mail naar u verstuurd" }),
  ).toBeVisible();
});

test("nl: premiere RSVP preselects 'cannot attend' from the link and asks a start time otherwise", async ({
  page,
}) => {
  await page.goto("/pagina/premiere-de-grote-musical-rsvp?rsvp=nee&email=gast@example.nl");
  const form = page.locator("form#premiere-rsvp");
  await live(form);
  const people = form.getByLabel(/Met hoeveel personen komt u/);
  const startTime = form.getByLabel(/Aanvangstijd/);
  await expect(people).toHaveValue("0");
  await expect(form.getByLabel(/^E-mailadres/)).toHaveValue("gast@example.nl");
  await expect(startTime).toBeHidden();
  await people.selectOption("2");
  await expect(startTime).toBeVisible();
  await form.getByRole("button", { name: "Verstuur mijn reactie" }).click();
  await expect(startTime).toHaveAttribute("aria-invalid", "true");
  await startTime.selectOption("20:00");
  await form.getByRole("button", { name: "Verstuur mijn reactie" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Bedankt voor uw reactie." }),
  ).toBeVisible();
});

for (const path of [
  "/pagina/zakelijk-reserveren-formulier",
  "/pagina/cultuurbank-oscar",
  "/pagina/zakelijk-contact",
  "/en/page/sales-contact",
  "/pagina/bezoekerspanel",
  "/pagina/c-diploma",
  "/en/page/premiere-rsvp",
]) {
  test(`${path} has a form and no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("form.field-form")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
