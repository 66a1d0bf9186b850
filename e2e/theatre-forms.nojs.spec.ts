// The theatre's request forms without JavaScript: plain POSTs answered by the page itself, with
// the server's messages and every typed value kept.
import { expect, test } from "./test";

test("nl: callback request shows the server's errors, then succeeds", async ({ page }) => {
  await page.goto("/pagina/terugbelverzoek");
  const form = page.locator("form#callback");
  // Without JS too, CSS shows a conditional field only while its condition holds.
  await expect(form.getByLabel(/Ordernummer/)).toBeHidden();
  await expect(form.getByLabel(/Waar gaat uw vraag over/)).toBeHidden();
  await form.getByLabel(/Waarover wilt u gebeld worden/).selectOption("existing_reservation");
  await expect(form.getByLabel(/Ordernummer/)).toBeVisible();
  await form.getByLabel(/Ordernummer/).fill("123456");
  await form.getByLabel(/Waarover wilt u gebeld worden/).selectOption("other");
  await expect(form.getByLabel(/Ordernummer/)).toBeHidden();
  await form.getByLabel(/^Naam/).fill("Jan Jansen");
  await form.getByRole("button", { name: "Bel mij terug" }).click();

  await expect(form.getByText("Maak een keuze.").first()).toBeVisible();
  await expect(form.getByLabel(/^Naam/)).toHaveValue("Jan Jansen");
  await expect(form.getByLabel(/Waarover wilt u gebeld worden/)).toHaveValue("other");

  await form.getByLabel(/Waar gaat uw vraag over/).fill("Parkeren");
  await form.getByLabel("Geen voorkeur").check();
  await form.getByLabel(/^E-mailadres/).fill("jan@example.nl");
  await form.getByLabel(/^Telefoonnummer/).fill("0201234567");
  await form.getByRole("button", { name: "Bel mij terug" }).click();
  await expect(page.getByText("Bedankt voor uw terugbelverzoek.")).toBeVisible();
});

test("en: a failing sales contact keeps every typed value", async ({ page }) => {
  await page.goto("/en/page/sales-contact");
  const form = page.locator("form#business-contact");
  await form.getByLabel(/^Company or organisation/).fill("Acme");
  await form.getByLabel(/^Name/).fill("Ann Smith");
  await form.getByLabel(/^E-mail address/).fill("fout@example.com");
  await form.getByLabel(/^Subject/).selectOption("group_visit");
  await form.getByLabel(/^Your question/).fill("Forty colleagues in March.");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Something went wrong. Please try again later.")).toBeVisible();
  await expect(form.getByLabel(/^Company or organisation/)).toHaveValue("Acme");
  await expect(form.getByLabel(/^Subject/)).toHaveValue("group_visit");
  await expect(form.getByLabel(/^Your question/)).toHaveValue("Forty colleagues in March.");
});

test("nl: a failing callback request keeps every typed value", async ({ page }) => {
  await page.goto("/pagina/terugbelverzoek");
  const form = page.locator("form#callback");
  await form.getByLabel(/Waarover wilt u gebeld worden/).selectOption("existing_reservation");
  await form.getByLabel(/Ordernummer/).fill("A-778");
  await form.getByLabel("Tussen 10.00 en 12.00 uur").check();
  await form.getByLabel(/^Naam/).fill("Jan Jansen");
  await form.getByLabel(/^E-mailadres/).fill("fout@example.com");
  await form.getByLabel(/^Telefoonnummer/).fill("0201234567");
  await form.getByRole("button", { name: "Bel mij terug" }).click();
  await expect(page.getByText("Er is iets misgegaan. Probeer het later opnieuw.")).toBeVisible();
  await expect(form.getByLabel(/Ordernummer/)).toHaveValue("A-778");
  await expect(form.getByLabel("Tussen 10.00 en 12.00 uur")).toBeChecked();
  await expect(form.getByLabel(/^E-mailadres/)).toHaveValue("fout@example.com");
});
