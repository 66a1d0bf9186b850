// The fund variant with JavaScript: the fund contact form in the sidebar of the fund page
// (sidebar item FONDS_CONTACT_FORM), inline validation, a fetcher submit to success and to
// failure (the demo back end fails for fout@example.com); no theatre form on the fund page.

import { expectNoAxeViolations, hydrated } from "./support";
import { expect, test } from "./test";

test("nl: the fund page's sidebar holds the fund contact form, which succeeds", async ({
  page,
}) => {
  await page.goto("/pagina/carrefonds");
  // Inline validation and the fetcher submit run by script.
  await hydrated(page);
  const sidebar = page.locator(".content-page__sidebar");
  const form = sidebar.locator("form#fund-contact");
  await expect(sidebar.getByRole("heading", { name: "Neem contact op" })).toBeVisible();
  await form.getByRole("button", { name: "Bel mij terug" }).click();
  await expect(form.getByLabel(/^E-mailadres/)).toHaveAttribute("aria-invalid", "true");
  await expect(
    form.locator(".form-field__error", { hasText: "Vul uw e-mailadres in." }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByLabel(/^E-mailadres/).fill("anna@example.nl");
  await form.getByLabel(/^Telefoonnummer/).fill("020 123 45 67");
  await form.getByLabel(/Waarover wilt u contact/).fill("Nalaten aan het fonds");
  await form.getByLabel("'s Middags").check();
  await form.getByRole("button", { name: "Bel mij terug" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Bedankt voor uw bericht" }),
  ).toBeVisible();
});

test("en: a failing fund contact request keeps what was typed", async ({ page }) => {
  await page.goto("/en/page/carrefonds");
  await hydrated(page);
  const form = page.locator(".content-page__sidebar form#fund-contact");
  await form.getByLabel(/^First name/).fill("Ann");
  await form.getByLabel(/^Last name/).fill("Smith");
  await form.getByLabel(/^E-mail address/).fill("fout@example.com");
  await form.getByLabel(/^Phone number/).fill("+31 20 123 45 67");
  await form.getByLabel(/What would you like to talk about/).fill("Leaving a legacy");
  await form.getByLabel("No preference").check();
  await form.getByRole("button", { name: "Call me back" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Something went wrong. Please try again later." }),
  ).toBeVisible();
  await expect(form.getByLabel(/^First name/)).toHaveValue("Ann");
  await expect(form.getByLabel(/^E-mail address/)).toHaveValue("fout@example.com");
  await expect(form.getByLabel("No preference")).toBeChecked();
  await expectNoAxeViolations(page);
});

test("the theatre's pages show no fund contact form", async ({ page }) => {
  await page.goto("/pagina/contact");
  await expect(page.locator("form#fund-contact")).toHaveCount(0);
});
