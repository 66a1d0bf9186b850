// The periodic donation agreement without JavaScript, on a phone: every round trip lands on the
// form (the action's fragment), a step that cannot be left is headed by an error summary whose
// links lead to the fields, the title names the step and the error, and each conditional field
// (shown by CSS once its choice is made) says whose it is and when it applies.
import { fillDetails, PERIODIC, pressNext } from "./periodic-donation";
import { serviceCalls } from "./support";
import { expect, test } from "./test";

test.use({ viewport: { width: 375, height: 740 } });

for (const [locale, texts] of Object.entries(PERIODIC)) {
  test(`${locale}: the periodic donation's round trips land on the form`, async ({ page }) => {
    test.slow(); // four round trips on a shared two-core machine
    await page.goto(texts.path);
    const form = page.locator("form#periodic-donation");
    // Three amounts, each its own group, each saying when it counts.
    for (const [index, name] of texts.circleAmounts.entries()) {
      await form.getByLabel(texts.circleNames[index] ?? "", { exact: true }).check();
      const group = form.getByRole("group", { name });
      await expect(group).toHaveAccessibleDescription(texts.circleHints[index] ?? "");
    }
    await form.getByLabel(texts.freeCircle, { exact: true }).check();
    await expect(form.getByLabel(texts.freeAmount)).toHaveAccessibleDescription(texts.freeHint);
    // The rest starts from a form with nothing chosen.
    await page.goto(texts.path);

    await pressNext(form, texts);
    await expect(page).toHaveURL(/#periodic-donation-fouten$/);
    const summary = form.getByRole("alert");
    await expect(summary.getByRole("heading", { name: texts.problem })).toBeVisible();
    await expect(summary).toBeInViewport();
    await expect(page).toHaveTitle(
      new RegExp(`^${texts.error}: ${texts.stepOf(1)} \\(${texts.giftStep}\\) - ${texts.page}`),
    );
    const circleLink = summary.getByRole("link", { name: new RegExp(`^${texts.circleField}:`) });
    await circleLink.click();
    await expect(form.getByLabel(texts.circle, { exact: true })).toBeFocused();
    const endsLink = summary.getByRole("link").last();
    await endsLink.click();
    await expect(form.getByLabel(texts.ends, { exact: true })).toBeFocused();

    await form.getByLabel(texts.circle, { exact: true }).check();
    await form.getByLabel(texts.amount, { exact: true }).check();
    await form.getByLabel(texts.term, { exact: true }).check();
    await form.getByLabel(texts.firstPayment).selectOption({ index: 1 });
    await form.getByLabel(texts.ends, { exact: true }).check();
    await pressNext(form, texts);
    await expect(page).toHaveURL(/#periodic-donation-fouten$/);
    const details = form.getByRole("heading", { name: texts.detailsStep });
    await expect(details).toBeInViewport();
    await expect(page).toHaveTitle(
      new RegExp(`^${texts.stepOf(2)} \\(${texts.detailsStep}\\) - ${texts.page}`),
    );
    await expect(form.getByRole("alert")).toHaveCount(0);

    const email = await fillDetails(form, texts);
    await expect(form.getByRole("heading", { name: texts.partnerStep })).toBeInViewport();
    const partner = form.getByRole("group", { name: texts.partnerQuestion });
    await partner.getByLabel(texts.yes, { exact: true }).check();
    await expect(form.getByLabel(texts.partnerFirstName)).toHaveAccessibleDescription(
      texts.partnerHint,
    );
    await partner.getByLabel(texts.no, { exact: true }).check();
    await pressNext(form, texts);
    await expect(form.getByRole("heading", { name: texts.paymentStep })).toBeInViewport();
    await form.getByLabel(texts.debit).check();
    await form.getByLabel(/^IBAN/).fill("NL00 BANK");
    await form.getByRole("button", { name: texts.send }).click();
    await expect(page).toHaveTitle(new RegExp(`^${texts.error}: ${texts.stepOf(4)}`));
    await expect(form.getByRole("alert").getByRole("link")).toHaveCount(3);
    await form.getByRole("alert").getByRole("link", { name: /^IBAN/ }).click();
    await expect(form.getByLabel(/^IBAN/)).toBeFocused();
    expect(await serviceCalls(email)).toEqual([]);

    await form.getByLabel(/^IBAN/).fill("NL91 ABNA 0417 1643 00");
    await form.getByRole("group", { name: texts.mention }).getByLabel(texts.yes).check();
    await form.getByLabel(texts.agree).check();
    await form.getByRole("button", { name: texts.send }).click();
    await expect(page.getByText(texts.thanks)).toBeInViewport();
    expect(await serviceCalls(email)).toHaveLength(1);
  });
}
