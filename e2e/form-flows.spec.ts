// Whole flows a visitor clicks through: a theatre form, the demo back end's mail in the outbox,
// its confirmation link and, for the premiere, the cancel link from the same mail.
import type { Page } from "@playwright/test";
import { DEMO_CMS, expectNoAxeViolations } from "./support";
import { expect, test } from "./test";

async function outboxLink(page: Page, email: string, label: string) {
  await page.goto(`${DEMO_CMS}/__outbox`);
  const link = page.locator(`li[data-email="${email}"] a.link-${label}`).first();
  return (await link.getAttribute("href")) ?? "";
}

test("nl: premiere RSVP, its confirmation link and its cancel link", async ({ page }) => {
  const email = `premiere-${Date.now()}@example.nl`;
  await page.goto("/pagina/premiere-de-grote-musical-rsvp");
  const form = page.locator("form#premiere-rsvp");
  await form.getByLabel(/^E-mailadres/).fill(email);
  await form.getByLabel(/Met hoeveel personen komt u/).selectOption("2");
  await form.getByLabel(/Aanvangstijd/).selectOption("15:00");
  await form.getByRole("button", { name: "Verstuur mijn reactie" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Bedankt voor uw reactie." }),
  ).toBeVisible();

  await page.goto(await outboxLink(page, email, "confirm"));
  // Opening the link confirms nothing; the person's press does (decision 0024).
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page.getByText("Bedankt voor uw aanmelding.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(await outboxLink(page, email, "cancel"));
  await expect(
    page.getByText("Weet u zeker dat u zich wilt afmelden voor Première De Grote Musical?"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Afmelden" }).click();
  await expect(page.getByText("Bedankt voor uw afmelding.")).toBeVisible();
});

test("en: prize draw entry confirmed through the English link", async ({ page }) => {
  const email = `oscar-${Date.now()}@example.nl`;
  await page.goto("/pagina/cultuurbank-oscar");
  const form = page.locator("form#prize-draw");
  await expect(form.getByLabel(/Ik wil op de hoogte blijven/)).toBeChecked();
  await form.getByLabel(/^Voornaam/).fill("Els");
  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByLabel(/^E-mailadres/).fill(email);
  await form.getByLabel(/^Voorkeursdatum/).fill("2099-12-01");
  await form.getByLabel(/^Aantal kaarten/).selectOption("2");
  await form.getByRole("button", { name: "Inschrijven" }).click();
  await expect(page.getByRole("status").filter({ hasText: "7 september" })).toBeVisible();

  await page.goto(await outboxLink(page, email, "en"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(/your entry .*confirmed/i)).toBeVisible();
});
