// Conditional fields with JavaScript: a field hidden by its condition is neither validated nor
// sent (a leftover custom amount never blocks a preset donation), it is out of sight from the
// first paint (no field that shows and then collapses once the scripts run), and an outcome
// message takes the focus.
import { uniqueEmail } from "./form-services";
import { fillDonor, PAYMENT_DONATION } from "./payment-donation";
import { liveFooterSignup, serviceCalls } from "./support";
import { expect, test } from "./test";

for (const c of PAYMENT_DONATION) {
  test(`${c.locale}: a preset donation goes through although a too-low custom amount was typed first`, async ({
    page,
  }) => {
    const email = uniqueEmail(`leftover-${c.locale}`);
    await page.goto(c.path);
    const form = page.locator("form#donation");
    await form.getByLabel(c.choose).check();
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

test("nl: the per-person donation ignores a leftover 'Anders' amount once a preset is chosen", async ({
  page,
}) => {
  const email = uniqueEmail("leftover-simple");
  await page.goto("/pagina/eenmalige-donatie");
  const form = page.locator("form#one-off-donation");
  await form.getByLabel("Anders").check();
  await form.getByLabel(/^Uw bedrag per persoon/).fill("-5");
  await form.getByLabel(/€\s?500$/).check();
  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByLabel(/^E-mailadres/).fill(email);
  await form.getByLabel(/^Telefoonnummer/).fill("020 123 45 67");
  await form.getByRole("button", { name: "Doneer" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Hartelijk dank voor uw donatie" }),
  ).toBeFocused();
  const calls = await serviceCalls(email);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toMatchObject({ donation_per_person: 500 });
});

const conditional = [
  { path: "/pagina/doneren", field: "customAmount" },
  { path: "/en/page/donate", field: "customAmount" },
  { path: "/pagina/terugbelverzoek", field: "order_id" },
  { path: "/en/page/callback-request", field: "order_id" },
  { path: "/pagina/periodieke-schenking", field: "amount_free" },
  { path: "/en/page/periodic-donation", field: "amount_free" },
] as const;

for (const c of conditional) {
  test(`${c.path}: ${c.field} is never drawn while its condition does not hold, not even before the scripts run`, async ({
    page,
  }) => {
    // Samples the field's height in every frame from the first one the document has.
    await page.addInitScript((name) => {
      const seen: number[] = [];
      (window as unknown as { __heights: number[] }).__heights = seen;
      const sample = () => {
        const field = document.querySelector(`[data-field="${name}"]`);
        if (field) seen.push(field.getBoundingClientRect().height);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    }, c.field);
    await page.goto(c.path);
    await expect(page.locator("form[data-live]")).toBeVisible();
    await page.waitForTimeout(300);
    const heights = await page.evaluate(
      () => (window as unknown as { __heights: number[] }).__heights,
    );
    expect(heights.length).toBeGreaterThan(0);
    expect(Math.max(...heights)).toBe(0);
  });
}

test("nl: the newsletter page's thank-you takes the focus", async ({ page }) => {
  await page.goto("/pagina/aanmelden-nieuwsbrief");
  const form = page.locator("form.newsletter-form");
  await form.getByLabel("E-mailadres").fill(uniqueEmail("focus-page"));
  await form.getByLabel("Nieuw in de verkoop, inspiratie en tips").check();
  await form.getByRole("button", { name: "Aanmelden" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Bedankt voor uw aanmelding." }),
  ).toBeFocused();
});

test("en: the footer sign-up's thank-you takes the focus", async ({ page }) => {
  await page.goto("/en/page/contact");
  const block = await liveFooterSignup(page);
  await block.getByLabel("E-mail address").fill(uniqueEmail("focus-footer"));
  await block.getByRole("button", { name: "Sign up" }).click();
  await expect(block.getByRole("status")).toBeFocused();
});

test("nl: a failed footer sign-up's message takes the focus", async ({ page }) => {
  await page.goto("/pagina/contact");
  const block = await liveFooterSignup(page);
  await block.getByLabel("E-mailadres").fill("fout@example.com");
  await block.getByRole("button", { name: "Aanmelden" }).click();
  await expect(block.getByRole("alert")).toBeFocused();
});
