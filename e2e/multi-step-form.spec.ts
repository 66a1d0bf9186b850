// The donor sign-up with JavaScript: the steps change in the browser with instant checks, focus
// goes to each step's heading, and only the final send posts.

import { expectNoAxeViolations } from "./support";
import { expect, test } from "./test";

test("nl: donor sign-up steps in the browser and sends once", async ({ page }) => {
  test.slow(); // two axe runs on a shared two-core machine
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/pagina/word-donateur");
  const form = page.locator("form#donor-signup");
  await expect(form).toHaveAttribute("data-live", "true");
  await expectNoAxeViolations(page);

  await form.getByRole("button", { name: "Volgende" }).click();
  await expect(form.getByText("Vul dit veld in.").first()).toBeVisible();
  // The error summary takes the focus; its link leads to the field.
  await expect(form.getByRole("alert")).toBeFocused();
  await form.getByRole("link", { name: /^Voornaam/ }).click();
  await expect(form.getByLabel(/^Voornaam/)).toBeFocused();
  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByRole("button", { name: "Volgende" }).click();
  await expect(form.getByRole("heading", { name: "Contactgegevens" })).toBeFocused();

  await form.getByLabel(/^E-mailadres/).fill("anna@");
  await form.getByLabel(/^Telefoonnummer/).fill("020 123 45 67");
  await form.getByRole("button", { name: "Volgende" }).click();
  await expect(form.getByText(/^Vul een geldig e-mailadres in/)).toBeVisible();
  await form.getByLabel(/^E-mailadres/).fill("anna@example.nl");
  // Enter in a field moves on, never back to an earlier step.
  await form.getByLabel(/^E-mailadres/).press("Enter");
  await expect(form.getByRole("heading", { name: "Donateurschap" })).toBeFocused();
  await expectNoAxeViolations(page);

  // Indicators lead back only.
  await form.getByRole("button", { name: /Uw naam/ }).click();
  await expect(form.getByRole("heading", { name: "Uw naam" })).toBeFocused();
  await expect(form.getByLabel(/^Voornaam/)).toHaveValue("Anna");
  await expect(form.getByRole("button", { name: /Contactgegevens/ })).toBeDisabled();
  await form.getByRole("button", { name: "Volgende" }).click();
  await form.getByRole("button", { name: "Volgende" }).click();

  expect(posts).toEqual([]);
  await form.getByLabel(/Moedige Volbloed/).check();
  await form.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByText(/Dank u wel! Wij nemen binnenkort contact/)).toBeFocused();
  expect(posts).toHaveLength(1);
});

test("en: a failing donor sign-up says so and keeps every answer", async ({ page }) => {
  await page.goto("/en/page/become-a-donor");
  const form = page.locator("form#donor-signup");
  await expect(form).toHaveAttribute("data-live", "true");
  await form.getByLabel(/^First name/).fill("Ann");
  await form.getByLabel(/^Last name/).fill("Smith");
  await form.getByRole("button", { name: "Next" }).click();
  await form.getByLabel(/^E-mail address/).fill("fout@example.com");
  await form.getByLabel(/^Phone number/).fill("020 123 45 67");
  await form.getByRole("button", { name: "Next" }).click();
  await form.getByLabel(/Golden Horseshoe/).check();
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Something went wrong. Please try again later.")).toBeFocused();
  await expect(form.getByLabel(/Golden Horseshoe/)).toBeChecked();
  await form.getByRole("button", { name: /Your name/ }).click();
  await expect(form.getByLabel(/^First name/)).toHaveValue("Ann");
});
