// The fund's donation forms with JavaScript: instant checks, the payment donation's redirect
// message on the way to the demo payment page, the periodic donation agreement step by step.

import { expectNoAxeViolations } from "./support";
import { expect, test } from "./test";

test("nl: a payment donation with 'Kies bedrag' goes on to the payment page", async ({ page }) => {
  await page.goto("/pagina/doneren");
  const form = page.locator("form#donation");
  await expect(form).toHaveAttribute("data-live", "true");
  await expectNoAxeViolations(page);
  await expect(form.getByLabel(/^Uw bedrag/)).toBeHidden();
  await form.getByLabel("Kies bedrag").check();
  const amount = form.getByLabel(/^Uw bedrag/);
  // Text with the decimal keypad: a number input would drop the comma of "12,50".
  await expect(amount).toHaveAttribute("type", "text");
  await expect(amount).toHaveAttribute("inputmode", "decimal");
  await amount.fill("2");
  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByLabel(/^E-mailadres/).fill("anna@example.nl");
  await form.getByRole("button", { name: "Doneer en betaal" }).click();
  await expect(
    form.locator(".form-field__error", { hasText: "Het bedrag is ten minste € 2,50." }),
  ).toBeVisible();
  await amount.fill("12.50");
  await form.getByRole("button", { name: "Doneer en betaal" }).click();
  await expect(page).toHaveURL(/\/betaling\?bedrag=12\.5&/);
  await expect(page.getByRole("heading", { name: "Demo-betaalpagina" })).toBeVisible();
  await expect(page.getByText("€ 12,50")).toBeVisible();
});

test("en: the company donation asks for the company and shows where it goes", async ({ page }) => {
  // A 204 cancels the navigation to the payment page, so the message can be read.
  await page.route(/\/betaling\?/, (route) => route.fulfill({ status: 204 }));
  await page.goto("/en/page/cultureconnects");
  const form = page.locator("form#company-donation");
  await expect(form).toHaveAttribute("data-live", "true");
  await form.getByLabel("€ 1.750").check();
  await form.getByLabel(/^First name/).fill("Ben");
  await form.getByLabel(/^Last name/).fill("Jansen");
  await form.getByLabel(/^E-mail address/).fill("ben@example.com");
  await form.getByRole("button", { name: "Donate and pay" }).click();
  await expect(
    form.locator(".form-field__error", { hasText: "Please fill in this field." }),
  ).toBeVisible();
  await form.getByLabel(/^Company name/).fill("Bakkerij Jansen");
  await form.getByRole("button", { name: "Donate and pay" }).click();
  const message = page
    .getByRole("status")
    .filter({ hasText: "You are being taken to the payment page." });
  await expect(message).toBeVisible();
  await expect(message.getByRole("link", { name: /Go to the payment page/ })).toHaveAttribute(
    "href",
    /\/betaling\?bedrag=1750&/,
  );
});

test("nl: the one-off donation asks the amount only for 'Anders'", async ({ page }) => {
  await page.goto("/pagina/duurzaamheid-eenmalige-donatie");
  const form = page.locator("form#one-off-donation");
  await expect(form).toHaveAttribute("data-live", "true");
  await form.getByLabel(/^Aantal personen/).selectOption("2");
  await form.getByLabel("Anders").check();
  await form.getByLabel(/^Uw bedrag per persoon/).fill("125");
  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByLabel(/^E-mailadres/).fill("anna@example.nl");
  await form.getByLabel(/^Telefoonnummer/).fill("020 123 45 67");
  await form.getByRole("button", { name: "Doneer" }).click();
  await expect(page.getByText(/Hartelijk dank voor uw donatie!/)).toBeVisible();
});

test("en: the periodic donation agreement, partner details only with 'Yes'", async ({ page }) => {
  test.slow();
  await page.goto("/en/page/periodic-donation");
  const form = page.locator("form#periodic-donation");
  await expect(form).toHaveAttribute("data-live", "true");
  await form.getByLabel("Proud Frisian").check();
  await form.getByLabel("€ 3.000 a year").check();
  await form.getByLabel("5 years").check();
  await form.getByLabel(/^First payment/).selectOption({ index: 1 });
  await form.getByLabel("myself").check();
  await form.getByRole("button", { name: "Next" }).click();

  await expect(form.getByRole("heading", { name: "Your details" })).toBeFocused();
  await form.getByLabel(/^First name/).fill("Anna");
  await form.getByLabel(/^Last name/).fill("de Vries");
  await form
    .getByRole("group", { name: /^Gender/ })
    .getByLabel("Woman")
    .check();
  await form.getByLabel(/^Date of birth/).fill("31-02-1970");
  await form.getByLabel(/^Place of birth/).fill("Leeuwarden");
  await form.getByLabel(/^Street/).fill("Houthavenkade");
  await form.getByLabel(/^House number/).fill("12");
  await form.getByLabel(/^Postcode/).fill("1013 BD");
  await form.getByLabel(/^Town or city/).fill("Amsterdam");
  await form.getByLabel(/^Phone number/).fill("020 123 45 67");
  await form.getByLabel(/^E-mail address/).fill("anna@example.nl");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByText(/^Please enter a valid date of birth/)).toBeVisible();
  await form.getByLabel(/^Date of birth/).fill("31-12-1970");
  await form.getByRole("button", { name: "Next" }).click();

  await expect(form.getByRole("heading", { name: "Partner" })).toBeFocused();
  await expect(form.getByLabel(/^Partner's first name/)).toBeHidden();
  const partner = form.getByRole("group", { name: /partner's details/ });
  await partner.getByLabel("Yes").check();
  await expect(form.getByLabel(/^Partner's first name/)).toBeVisible();
  await partner.getByLabel("No", { exact: true }).check();
  await form.getByRole("button", { name: "Next" }).click();

  await expect(form.getByRole("heading", { name: "Payment" })).toBeFocused();
  await form.getByLabel("Direct debit").check();
  await form.getByLabel(/^IBAN/).fill("NL92 ABNA 0417 1643 00");
  await form
    .getByRole("group", { name: /annual report/ })
    .getByLabel("Yes")
    .check();
  await form.getByLabel(/I agree/).check();
  await form.getByRole("button", { name: "Request the agreement" }).click();
  await expect(form.getByText(/^Please enter a valid IBAN/)).toBeVisible();
  await form.getByLabel(/^IBAN/).fill("NL91 ABNA 0417 1643 00");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Request the agreement" }).click();
  await expect(page.getByText(/You will receive the agreement by e-mail/)).toBeVisible();
});

test("en: the party asks for guests only from those who come", async ({ page }) => {
  await page.goto("/en/page/party");
  const form = page.locator("form#party");
  await expect(form).toHaveAttribute("data-live", "true");
  await form.getByLabel(/^First name/).fill("Ben");
  await form.getByLabel(/^Last name/).fill("Jansen");
  await form.getByLabel(/^E-mail address/).fill("ben@example.com");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByRole("heading", { name: "Attendance" })).toBeFocused();
  await form.getByLabel("Yes, I'd love to come").check();
  await expect(form.getByLabel(/^How many people/)).toBeVisible();
  await form.getByLabel("No, unfortunately not").check();
  await expect(form.getByLabel(/^How many people/)).toBeHidden();
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByRole("heading", { name: "Finally" })).toBeFocused();
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Thank you for your reply!")).toBeVisible();
});
