// The way back from the payment page without JavaScript: the same walk as
// plain posts and links; the thanks and the facts are in the HTML itself.
import { expect, test } from "./test";

test("nl: donate, pay, and come back to the thanks with amount and purpose", async ({ page }) => {
  await page.goto("/pagina/doneren");
  const form = page.locator("form#donation");
  await form.getByLabel(/^€\s?100$/).check();
  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByLabel(/^E-mailadres/).fill("anna@example.nl");
  await form.getByRole("button", { name: "Doneer en betaal" }).click();
  await expect(page.getByRole("heading", { name: "Demo-betaalpagina" })).toBeVisible();
  await page.getByRole("button", { name: "Betalen (demo)" }).click();
  await expect(page).toHaveURL(/\/donatie\/bedankt\?ref=[0-9a-f]+$/);
  await expect(page.locator(".donation-return").getByRole("status")).toHaveText(
    "Hartelijk dank! Uw donatie van € 100 voor het Carrefonds is ontvangen.",
  );
  const facts = page.locator(".donation-return__facts");
  await expect(facts.locator("dd").nth(0)).toHaveText("€ 100");
  await expect(facts.locator("dd").nth(1)).toHaveText("het Carrefonds");
});

test("en: donate, pay, and come back to the thanks; unknown references are neutral", async ({
  page,
}) => {
  await page.goto("/en/page/donate");
  const form = page.locator("form#donation");
  await form.getByLabel(/^€\s?25$/).check();
  await form.getByLabel(/^First name/).fill("Ben");
  await form.getByLabel(/^Last name/).fill("Jansen");
  await form.getByLabel(/^E-mail address/).fill("ben@example.com");
  await form.getByRole("button", { name: "Donate and pay" }).click();
  await page.getByRole("button", { name: "Pay (demo)" }).click();
  await expect(page).toHaveURL(/\/en\/donation\/thank-you\?ref=[0-9a-f]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your donation");
  await expect(page.locator(".donation-return").getByRole("status")).toHaveText(
    "Thank you! We have received your donation of € 25 for the Carrefonds.",
  );

  const forged = await page.goto("/en/donation/thank-you?ref=0123456789abcdef&bedrag=5000");
  expect(forged?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your payment");
  await expect(page.getByText("5000")).toHaveCount(0);
});
