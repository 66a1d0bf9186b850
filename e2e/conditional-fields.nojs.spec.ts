// Conditional fields without JavaScript: CSS shows a field only while its condition holds, the
// server neither checks nor sends a field that does not apply, and the answer page lands on the
// form's outcome instead of the top of the page.
import { uniqueEmail } from "./form-services";
import { fillDonor, PAYMENT_DONATION } from "./payment-donation";
import { serviceCalls } from "./support";
import { expect, test } from "./test";

for (const c of PAYMENT_DONATION) {
  test(`${c.locale}: a preset donation goes on to payment although a too-low custom amount was typed first`, async ({
    page,
  }) => {
    const email = uniqueEmail(`leftover-nojs-${c.locale}`);
    await page.goto(c.path);
    const form = page.locator("form#donation");
    await expect(form.getByLabel(c.customAmount)).toBeHidden();
    await form.getByLabel(c.choose).check();
    await expect(form.getByLabel(c.customAmount)).toBeVisible();
    await form.getByLabel(c.customAmount).fill("2.49");
    await form.getByLabel(c.preset, { exact: true }).check();
    await expect(form.getByLabel(c.customAmount)).toBeHidden();
    await fillDonor(form, c, email);
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
  // The form posts to its summary's fragment; on the outcome page there is no summary, and the
  // outcome takes the view instead.
  await expect(page).toHaveURL(/\/en\/page\/callback-request#callback-fouten$/);
  await expect(page.getByRole("status").filter({ hasText: /Thank you/ })).toBeInViewport();
});
