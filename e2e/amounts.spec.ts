// Money fields as donors use them, with JavaScript, in a Dutch Chromium (issue 37): "12,50" is
// € 12,50 on the payment page (a number input had made it 1250), the field says what it read as
// it is typed, an ambiguous amount is asked about in the page's language, and an amount above
// the page's ceiling goes only with the box that names it ticked. The demo's call log counts
// what reached the service.
import { uniqueEmail } from "./form-services";
import { fillDonor, PAYMENT_DONATION } from "./payment-donation";
import { expectNoAxeViolations, serviceCalls } from "./support";
import { expect, test } from "./test";

test.use({ locale: "nl-NL" });

const [NL, EN] = PAYMENT_DONATION;

test("nl: 12,50 typed for 'Kies bedrag' is € 12,50 on the payment page", async ({ page }) => {
  const email = uniqueEmail("amount-1250");
  await page.goto(NL.path);
  const form = page.locator("form#donation");
  await expect(form).toHaveAttribute("data-live", "true");
  await form.getByLabel(NL.choose).check();
  const amount = form.getByLabel(NL.customAmount);
  await expect(amount).toHaveAttribute("type", "text");
  await expect(amount).toHaveAttribute("inputmode", "decimal");
  await amount.pressSequentially("12,50");
  await expect(form.locator(".amount-control__echo")).toHaveText("U geeft € 12,50");
  await fillDonor(form, NL, email);
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: NL.pay }).click();
  await expect(page.getByRole("heading", { name: NL.paymentHeading })).toBeVisible();
  await expect(page.locator("strong")).toHaveText("€ 12,50");
  const calls = await serviceCalls(email);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toMatchObject({ donationAmount: 12.5 });
});

test("en: an English page reads 1,000.50, and asks about a lone 1.000 in English", async ({
  page,
}) => {
  const email = uniqueEmail("amount-en");
  await page.goto(EN.path);
  const form = page.locator("form#donation");
  await expect(form).toHaveAttribute("data-live", "true");
  await form.getByLabel(EN.choose).check();
  const amount = form.getByLabel(EN.customAmount);
  await amount.fill("1.000");
  await fillDonor(form, EN, email);
  await form.getByRole("button", { name: EN.pay }).click();
  await expect(form.getByText(/^Three digits after the point cannot be cents/)).toBeVisible();
  expect(await serviceCalls(email)).toHaveLength(0);
  await amount.fill("1,000.50");
  await expect(form.locator(".amount-control__echo")).toHaveText("You give €1,000.50");
  await form.getByRole("button", { name: EN.pay }).click();
  await expect(page.getByRole("heading", { name: EN.paymentHeading })).toBeVisible();
  await expect(page.locator("strong")).toHaveText("€1,000.50");
  expect(await serviceCalls(email)).toHaveLength(1);
});

test("nl: above the page's ceiling the donor ticks a box naming the amount first", async ({
  page,
}) => {
  const email = uniqueEmail("amount-ceiling");
  await page.goto(NL.path);
  const form = page.locator("form#donation");
  await expect(form).toHaveAttribute("data-live", "true");
  await form.getByLabel(NL.choose).check();
  await form.getByLabel(NL.customAmount).fill("12.000");
  const box = form.getByRole("checkbox", { name: "Ja, ik wil € 12.000,00 geven" });
  await expect(box).not.toBeChecked();
  await fillDonor(form, NL, email);
  await form.getByRole("button", { name: NL.pay }).click();
  await expect(form.getByText(/^Dat is een groot bedrag\./)).toBeVisible();
  expect(await serviceCalls(email)).toHaveLength(0);
  await expectNoAxeViolations(page);
  await box.check();
  await form.getByRole("button", { name: NL.pay }).click();
  await expect(page.getByRole("heading", { name: NL.paymentHeading })).toBeVisible();
  await expect(page.locator("strong")).toHaveText("€ 12.000,00");
  expect(await serviceCalls(email)).toHaveLength(1);
});

test("nl: 'Anders' 12,50 for two persons sends € 12,50 a person", async ({ page }) => {
  const email = uniqueEmail("amount-per-person");
  await page.goto("/pagina/eenmalige-donatie");
  const form = page.locator("form#one-off-donation");
  await expect(form).toHaveAttribute("data-live", "true");
  await form.getByLabel(/^Aantal personen/).selectOption("2");
  await form.getByLabel("Anders").check();
  await form.getByLabel(/^Uw bedrag per persoon/).fill("12,50");
  await expect(form.locator(".amount-control__echo")).toHaveText("U geeft € 12,50 per persoon");
  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByLabel(/^E-mailadres/).fill(email);
  await form.getByLabel(/^Telefoonnummer/).fill("020 123 45 67");
  await form.getByRole("button", { name: "Doneer" }).click();
  await expect(page.getByText(/Hartelijk dank voor uw donatie!/)).toBeVisible();
  const calls = await serviceCalls(email);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toMatchObject({ amount_of_ppl: 2, donation_per_person: 12.5 });
});
