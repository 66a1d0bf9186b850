// The donor sign-up without JavaScript: every step a POST round trip that keeps the earlier
// answers, the server's errors on the step that has them, and the final send checked whole.
import { expect, test } from "./test";

test("nl: donor sign-up through every step as plain posts", async ({ page }) => {
  await page.goto("/pagina/word-donateur");
  const form = page.locator("form#donor-signup");
  await expect(form.getByRole("heading", { name: "Uw naam" })).toBeVisible();
  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByRole("button", { name: "Volgende" }).click();
  await expect(form.getByText("Vul dit veld in.", { exact: true })).toBeVisible();
  await expect(form.getByLabel(/^Voornaam/)).toHaveValue("Anna");

  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByRole("button", { name: "Volgende" }).click();
  await expect(form.getByRole("heading", { name: "Contactgegevens" })).toBeVisible();
  await form.getByLabel(/^E-mailadres/).fill("anna@example.nl");
  await form.getByLabel(/^Telefoonnummer/).fill("020 123 45 67");
  // Enter moves on, never back to an earlier step.
  await form.getByLabel(/^Telefoonnummer/).press("Enter");

  await expect(form.getByRole("heading", { name: "Donateurschap" })).toBeVisible();
  // Back keeps what was typed, and the indicator of a later step cannot be pressed.
  await form.getByRole("button", { name: "Vorige" }).click();
  await expect(form.getByLabel(/^E-mailadres/)).toHaveValue("anna@example.nl");
  await expect(form.getByRole("button", { name: /Donateurschap/ })).toBeDisabled();
  await form.getByRole("button", { name: "Volgende" }).click();

  await form.getByLabel(/Trotse Fries/).check();
  await form.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByText(/Dank u wel! Wij nemen binnenkort contact/)).toBeVisible();
});
