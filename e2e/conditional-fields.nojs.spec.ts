// Conditional fields without JavaScript: CSS shows a field only while its condition holds, the
// server neither checks nor sends a field that does not apply, and the answer page lands on the
// form's outcome instead of the top of the page.
import { uniqueEmail } from "./form-services";
import { serviceCalls } from "./support";
import { expect, test } from "./test";

const payment = [
  {
    locale: "nl",
    path: "/pagina/doneren",
    choose: "Kies bedrag",
    amount: /^Uw bedrag/,
    first: /^Voornaam/,
    last: /^Achternaam/,
    email: /^E-mailadres/,
    pay: "Doneer en betaal",
  },
  {
    locale: "en",
    path: "/en/page/donate",
    choose: "Choose amount",
    amount: /^Your amount/,
    first: /^First name/,
    last: /^Last name/,
    email: /^E-mail address/,
    pay: "Donate and pay",
  },
] as const;

for (const c of payment) {
  test(`${c.locale}: a preset donation goes on to payment although a too-low custom amount was typed first`, async ({
    page,
  }) => {
    const email = uniqueEmail(`leftover-nojs-${c.locale}`);
    await page.goto(c.path);
    const form = page.locator("form#donation");
    await expect(form.getByLabel(c.amount)).toBeHidden();
    await form.getByLabel(c.choose).check();
    await expect(form.getByLabel(c.amount)).toBeVisible();
    await form.getByLabel(c.amount).fill("2.49");
    await form.getByLabel(/€\s?25$/).check();
    await expect(form.getByLabel(c.amount)).toBeHidden();
    await form.getByLabel(c.first).fill("Anna");
    await form.getByLabel(c.last).fill("de Vries");
    await form.getByLabel(c.email).fill(email);
    await form.getByRole("button", { name: c.pay }).click();
    await expect(page).toHaveURL(/\/betaling\?bedrag=25&/);
    const calls = await serviceCalls(email);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ donationAmount: 25 });
  });
}

test("en: the answer page lands on the callback form's outcome", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/en/page/callback-request");
  const form = page.locator("form#callback");
  await form.getByLabel(/What would you like us to call you about/).selectOption("tickets");
  await form.getByLabel("No preference").check();
  await form.getByLabel(/^Name/).fill("Ann Smith");
  await form.getByLabel(/^E-mail address/).fill(uniqueEmail("anchor"));
  await form.getByLabel(/^Phone number/).fill("020 123 45 67");
  await form.getByRole("button", { name: "Call me back" }).click();
  await expect(page).toHaveURL(/\/en\/page\/callback-request#callback$/);
  await expect(page.getByRole("status").filter({ hasText: /Thank you/ })).toBeInViewport();
});
