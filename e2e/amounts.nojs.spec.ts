// Money fields without JavaScript, in a Dutch Chromium (issue 37): the plain post reads "12,50"
// as € 12,50 and goes on to the payment page; the server's answer says what it read and asks
// about an amount above the ceiling with a box naming it; the periodic free amount of 9.999.999
// is refused by the site with its limit named. The demo's call log counts what reached the service.
import { uniqueEmail } from "./form-services";
import { fillDonor, PAYMENT_DONATION } from "./payment-donation";
import { serviceCalls } from "./support";
import { expect, test } from "./test";

test.use({ locale: "nl-NL" });

const [NL] = PAYMENT_DONATION;

test("nl: 12,50 typed for 'Kies bedrag' is € 12,50 on the payment page", async ({ page }) => {
  const email = uniqueEmail("nojs-amount-1250");
  await page.goto(NL.path);
  const form = page.locator("form#donation");
  await form.getByLabel(NL.choose).check();
  await form.getByLabel(NL.customAmount).fill("12,50");
  await fillDonor(form, NL, email);
  await form.getByRole("button", { name: NL.pay }).click();
  await expect(page.getByRole("heading", { name: NL.paymentHeading })).toBeVisible();
  await expect(page.locator("strong")).toHaveText("€ 12,50");
  const calls = await serviceCalls(email);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toMatchObject({ donationAmount: 12.5 });
});

test("nl: the server's answer says what it read and asks about 12.000 before sending", async ({
  page,
}) => {
  const email = uniqueEmail("nojs-amount-ceiling");
  await page.goto(NL.path);
  const form = page.locator("form#donation");
  await form.getByLabel(NL.choose).check();
  await form.getByLabel(NL.customAmount).fill("12.000");
  await fillDonor(form, NL, email);
  await form.getByRole("button", { name: NL.pay }).click();
  await expect(form.locator(".amount-control__echo")).toHaveText("U geeft € 12.000,00");
  await expect(form.getByText(/^Dat is een groot bedrag\./)).toBeVisible();
  expect(await serviceCalls(email)).toHaveLength(0);
  await form.getByRole("checkbox", { name: "Ja, ik wil € 12.000,00 geven" }).check();
  await form.getByRole("button", { name: NL.pay }).click();
  await expect(page.getByRole("heading", { name: NL.paymentHeading })).toBeVisible();
  await expect(page.locator("strong")).toHaveText("€ 12.000,00");
  expect(await serviceCalls(email)).toHaveLength(1);
});

test("nl: a periodic free amount of 9.999.999 is refused by the site, naming the most", async ({
  page,
}) => {
  await page.goto("/pagina/periodieke-schenking");
  const form = page.locator("form#periodic-donation");
  await form.getByLabel("Vrij bedrag").check();
  await form.getByLabel(/^Bedrag per jaar/).fill("9.999.999");
  await form.getByLabel("Onbepaalde tijd").check();
  await form.getByLabel(/^Eerste betaling/).selectOption({ index: 1 });
  await form.getByLabel("mijzelf").check();
  await form.getByRole("button", { name: "Volgende" }).click();
  await expect(
    form.locator(".form-field__error").getByText("Het bedrag is ten hoogste € 1.000.000."),
  ).toBeVisible();
  await expect(form.locator(".amount-control__echo")).toHaveText("U geeft € 9.999.999,00 per jaar");
  await expect(form.getByRole("heading", { name: "Uw gegevens" })).toBeHidden();
});
