// The fund contact form without JavaScript: a plain POST answered by the fund page itself, with
// the server's messages and every typed value kept.
import { expect, test } from "./test";

test("nl: the fund contact form shows the server's errors, then succeeds", async ({ page }) => {
  await page.goto("/pagina/carrefonds");
  const form = page.locator(".content-page__sidebar form#fund-contact");
  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByLabel(/^E-mailadres/).fill("anna-at-example");
  await form.getByRole("button", { name: "Bel mij terug" }).click();

  await expect(form.locator(".form-field__error", { hasText: "Maak een keuze." })).toBeVisible();
  await expect(form.getByLabel(/^Voornaam/)).toHaveValue("Anna");
  await expect(form.getByLabel(/^E-mailadres/)).toHaveValue("anna-at-example");

  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByLabel(/^E-mailadres/).fill("anna@example.nl");
  await form.getByLabel(/^Telefoonnummer/).fill("0201234567");
  await form.getByLabel(/Waarover wilt u contact/).fill("Nalaten");
  await form.getByLabel("'s Ochtends").check();
  await form.getByRole("button", { name: "Bel mij terug" }).click();
  await expect(page.getByText("Bedankt voor uw bericht.")).toBeVisible();
});

test("en: a failing fund contact request keeps every typed value", async ({ page }) => {
  await page.goto("/en/page/carrefonds");
  const form = page.locator(".content-page__sidebar form#fund-contact");
  await form.getByLabel(/^First name/).fill("Ann");
  await form.getByLabel(/^Last name/).fill("Smith");
  await form.getByLabel(/^E-mail address/).fill("fout@example.com");
  await form.getByLabel(/^Phone number/).fill("+31 20 123 45 67");
  await form.getByLabel(/What would you like to talk about/).fill("Leaving a legacy");
  await form.getByLabel("In the afternoon").check();
  await form.getByRole("button", { name: "Call me back" }).click();
  await expect(page.getByText("Something went wrong. Please try again later.")).toBeVisible();
  await expect(form.getByLabel(/^First name/)).toHaveValue("Ann");
  await expect(form.getByLabel("In the afternoon")).toBeChecked();
});
