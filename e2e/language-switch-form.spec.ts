// Issue 37.8 with JavaScript: the language switch mid-form takes the step and the answers to the
// other language's form (the switch posts the form there as a navigation), and sends nothing.
import { expectCarried, FORM_CASES, switchMidForm } from "./language-switch-form";
import { hydrated, serviceCalls } from "./support";
import { expect, test } from "./test";

for (const c of FORM_CASES) {
  test(`${c.from}: the donor sign-up keeps its step and answers across the language switch`, async ({
    page,
  }) => {
    await page.goto(c.start);
    await hydrated(page);
    await expect(page.locator("form#donor-signup")).toHaveAttribute("data-live", "true");
    const before = (await serviceCalls("word-donateur")).length;
    await switchMidForm(page, c, true);
    await expectCarried(page, c);
    expect((await serviceCalls("word-donateur")).length).toBe(before);
  });
}

test("nl: with nothing typed yet the switch is a plain visit to the English form", async ({
  page,
}) => {
  await page.goto("/pagina/word-donateur");
  await hydrated(page);
  await page.locator("header [data-language-switch]").click();
  await expect(page).toHaveURL(/\/en\/page\/become-a-donor$/);
  await expect(page.getByRole("heading", { name: "Your name" })).toBeVisible();
});

// The header's switch must not be a button of the form: Enter in a field would press it.
test("nl: Enter in a field of step 2 moves on, never to the other language", async ({ page }) => {
  await page.goto("/pagina/word-donateur");
  await hydrated(page);
  const form = page.locator("form#donor-signup");
  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByLabel(/^Achternaam/).press("Enter");
  await expect(form.getByRole("heading", { name: "Contactgegevens" })).toBeVisible();
  await expect(page).toHaveURL(/\/pagina\/word-donateur/);
  await expect(form.getByRole("button", { name: /^Verder in het Engels/ })).toBeHidden();
});
