// Issue 37 with JavaScript: every form's send with nothing filled in is headed by an error summary
// in the page's language that takes the focus, at phone and desktop width; the footer's sign-up
// says an empty or wrong address itself (no browser bubble); and a double click on a send button
// with an error in the page changes no checkbox (app/components/forms/steady-clicks.ts).
import {
  expectSummary,
  FORM_PAGES,
  type FormPage,
  PROBLEM,
  pageForm,
  readyNewsletter,
} from "./form-errors-cases";
import { fillDetails, fillGift, PERIODIC, pressNext } from "./periodic-donation";
import { expectNoAxeViolations, hydrated, liveFooterSignup, serviceCalls } from "./support";
import { expect, test } from "./test";

async function openLive(page: import("@playwright/test").Page, formPage: FormPage) {
  await page.goto(formPage.path);
  await hydrated(page);
  const { form, button } = pageForm(page, formPage);
  if (!formPage.newsletter) await expect(form).toHaveAttribute("data-live", "true");
  else await expect(form.getByRole("button").last()).toBeVisible();
  return { form, button };
}

/** Every checkbox and radio of the page, checked or not. */
const choiceStates = (page: import("@playwright/test").Page) =>
  page
    .locator("input[type=checkbox], input[type=radio]")
    .evaluateAll((all) =>
      all.map(
        (input) =>
          `${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value}:${(input as HTMLInputElement).checked}`,
      ),
    );

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 } });
    for (const formPage of FORM_PAGES) {
      test(`${formPage.path}: an empty send is headed by a focused summary`, async ({ page }) => {
        const { form, button } = await openLive(page, formPage);
        if (formPage.newsletter) await readyNewsletter(form);
        await button.click();
        await expectSummary(page, form, formPage.lang);
        // A link leads to its field.
        const first = form.locator(".error-summary a").first();
        const target = (await first.getAttribute("href"))?.slice(1) ?? "";
        await first.click();
        await expect(page.locator(`[id="${target}"]`)).toBeFocused();
      });
    }
  });
}

test("the summaries pass axe (a single-step, a multi-step and a newsletter form)", async ({
  page,
}) => {
  for (const formPage of [FORM_PAGES[0], FORM_PAGES[24], FORM_PAGES[10]] as FormPage[]) {
    const { form, button } = await openLive(page, formPage);
    if (formPage.newsletter) await readyNewsletter(form);
    await button.click();
    await expectSummary(page, form, formPage.lang);
    await expectNoAxeViolations(page);
  }
});

for (const [lang, texts] of [
  ["nl", { path: "/pagina/contact", empty: /Vul uw e-mailadres in/, wrong: /geldig e-mailadres/ }],
  ["en", { path: "/en/page/contact", empty: /Please enter your e-mail/i, wrong: /valid e-mail/i }],
] as const) {
  test(`${lang}: the footer sign-up says an empty or wrong address in the page's language`, async ({
    page,
  }) => {
    await page.goto(texts.path);
    await hydrated(page);
    const signup = await liveFooterSignup(page);
    const email = signup.getByRole("textbox");
    const send = signup.getByRole("button");
    await send.click();
    const summary = signup.locator(".error-summary");
    await expect(summary.getByRole("heading", { name: PROBLEM[lang] })).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText(texts.empty);
    // No browser bubble: the field is not checked by the browser (noValidate) but by the site.
    await email.fill("jan@");
    // A click on the send button just after an answer does not count (steady-clicks.ts).
    await page.waitForTimeout(700);
    expect(await email.evaluate((input) => (input as HTMLInputElement).form?.noValidate)).toBe(
      true,
    );
    await send.click();
    await expect(summary.getByRole("link")).toHaveText(texts.wrong);
    await expect(summary).toBeFocused();
    await summary.getByRole("link").click();
    await expect(email).toBeFocused();
    await expectNoAxeViolations(page);
  });
}

test.describe("a double click on a send button with an error in the page", () => {
  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: width === 375 ? 740 : 900 } });
      for (const formPage of FORM_PAGES) {
        test(`${formPage.path}: changes no checkbox`, async ({ page }) => {
          test.slow(); // three pages, each scanned by axe
          const { form, button } = await openLive(page, formPage);
          if (formPage.newsletter) await readyNewsletter(form);
          // An error in the page first, then a double click where the button was.
          await button.click();
          await expectSummary(page, form, formPage.lang);
          await button.scrollIntoViewIfNeeded();
          const before = await choiceStates(page);
          await button.dblclick();
          await page.waitForTimeout(300);
          expect(await choiceStates(page)).toEqual(before);
          await expect(form.locator(".error-summary")).toBeVisible();
        });
      }
    });
  }

  test("the periodic donation's last step: the newsletter opt-in stays unticked (the reported case)", async ({
    page,
  }) => {
    test.slow();
    const texts = PERIODIC.nl;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(texts.path);
    await hydrated(page);
    const form = page.locator("form#periodic-donation");
    await expect(form).toHaveAttribute("data-live", "true");
    await fillGift(form, texts);
    const email = await fillDetails(form, texts);
    await form
      .getByRole("group", { name: texts.partnerQuestion })
      .getByLabel(texts.no, { exact: true })
      .check();
    await pressNext(form, texts);
    await form.getByLabel(texts.debit).check();
    await form.getByLabel(/^IBAN/).fill("NL00 BANK");
    await form.getByRole("group", { name: texts.mention }).getByLabel(texts.yes).check();
    await form.getByLabel(texts.agree).check();
    const before = await choiceStates(page);
    await form.getByRole("button", { name: texts.send }).dblclick();
    // The second press may take the focus off the summary (a press on the page does); it ticks
    // nothing and sends nothing.
    await expect(form.locator(".error-summary")).toBeVisible();
    await page.waitForTimeout(300);
    expect(await choiceStates(page)).toEqual(before);
    expect(await serviceCalls(email)).toEqual([]);
  });
});
