import { DEMO_CMS } from "./support";
import { expect, test } from "./test";

test("signs up by a plain POST and confirms through the outbox link", async ({ page }) => {
  const address = `e2e-nojs-${Date.now()}@example.nl`;
  await page.goto("/pagina/aanmelden-nieuwsbrief");
  const form = page.locator("form.newsletter-form");
  await form.getByLabel("E-mailadres").fill(address);
  await form.getByLabel("Alle nieuwsbrieven").check();
  await form.getByRole("button", { name: "Aanmelden" }).click();
  await expect(page.getByText("Bedankt voor uw aanmelding.")).toBeVisible();

  await page.goto(`${DEMO_CMS}/__outbox`);
  const link = await page.locator(`li[data-email="${address}"] a.link-nl`).getAttribute("href");
  // The link shows a button, a plain form POST; the press's answer is in the page itself.
  await page.goto(link ?? "");
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page.getByText("Uw aanmelding is bevestigd.")).toBeVisible();
});

test("an invalid e-mail keeps the typed value and shows the error", async ({ page }) => {
  await page.goto("/en/page/newsletter");
  const form = page.locator("form.newsletter-form");
  await form.getByLabel("E-mail address").fill("not-an-address");
  await form.getByLabel("New in sales, inspiration and tips").check();
  await form.getByRole("button", { name: "Sign up" }).click();
  // Said twice: in the summary at the top (a link to the field) and beside the field.
  await expect(
    form.getByRole("link", { name: /Please enter a valid e-mail address/ }),
  ).toBeVisible();
  await expect(form.getByText("Please enter a valid e-mail address")).toHaveCount(2);
  await expect(form.getByLabel("E-mail address")).toHaveValue("not-an-address");
  await expect(form.getByLabel("New in sales, inspiration and tips")).toBeChecked();
});

test("the footer sign-up redirects back with the outcome", async ({ page }) => {
  await page.goto("/pagina/contact");
  const block = page.locator(".newsletter-signup");
  await block.getByLabel("E-mailadres").fill(`e2e-footer-nojs-${Date.now()}@example.nl`);
  await block.getByRole("button", { name: "Aanmelden" }).click();
  await expect(page).toHaveURL(/\/pagina\/contact\?nieuwsbrief=success#nieuwsbrief$/);
  await expect(block.getByText("Bedankt voor uw aanmelding.")).toBeVisible();
});
