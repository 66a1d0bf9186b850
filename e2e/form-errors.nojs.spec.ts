// Issue 37 without JavaScript: the page a send with nothing filled in answers with is headed by
// the form's error summary, in the page's language, and the summary has the focus: the form's
// action ends in the summary's id, and Chromium focuses a focusable element the fragment names
// (app/components/forms/error-summary.tsx). The footer's sign-up does the same through its redirect.
import { expectSummary, FORM_PAGES, PROBLEM, pageForm } from "./form-errors-cases";
import { expect, test } from "./test";

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 } });
    for (const formPage of FORM_PAGES) {
      test(`${formPage.path}: an empty send answers with a focused summary`, async ({ page }) => {
        await page.goto(formPage.path);
        const { form, button } = pageForm(page, formPage);
        await button.click();
        await expect(page).toHaveURL(/-fouten$/);
        const summary = await expectSummary(page, form, formPage.lang);
        // Its link leads to the field (the fragment focuses the control).
        const first = summary.getByRole("link").first();
        const target = (await first.getAttribute("href"))?.slice(1) ?? "";
        await first.click();
        await expect(page.locator(`[id="${target}"]`)).toBeFocused();
      });
    }
  });
}

for (const [lang, texts] of [
  ["nl", { path: "/pagina/contact", empty: /Vul uw e-mailadres in/, wrong: /geldig e-mailadres/ }],
  ["en", { path: "/en/page/contact", empty: /enter your e-mail/i, wrong: /valid e-mail/i }],
] as const) {
  for (const width of [375, 1280]) {
    test(`${lang} at ${width} px: the footer sign-up's summary has the focus after the redirect`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(texts.path);
      const signup = page.locator(".newsletter-signup");
      const email = signup.getByRole("textbox");
      // The browser's own check is off (its English bubble on a Dutch page): the site answers.
      expect(await email.evaluate((input) => (input as HTMLInputElement).form?.noValidate)).toBe(
        true,
      );
      await signup.getByRole("button").click();
      await expect(page).toHaveURL(/nieuwsbrief=empty#nieuwsbrief-fouten$/);
      const summary = signup.locator(".error-summary");
      await expect(summary.getByRole("heading", { name: PROBLEM[lang] })).toBeVisible();
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport();
      await expect(summary.getByRole("link")).toHaveText(texts.empty);
      await email.fill("jan@");
      await signup.getByRole("button").click();
      await expect(page).toHaveURL(/nieuwsbrief=invalid#nieuwsbrief-fouten$/);
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("link")).toHaveText(texts.wrong);
      await expect(email).toHaveValue("jan@");
      await summary.getByRole("link").click();
      await expect(email).toBeFocused();
    });
  }
}
