// Validation that never moves the target, with JavaScript: on the periodic donation's last step
// a field the donor has not reached yet shows no message before a send attempt, and a message
// drawn while a control is pressed (the IBAN's, checked when it loses focus) does not move the
// control before its release, so each click selects what was pressed.
import { fillDetails, fillGift, PERIODIC, pressAndMeasure } from "./periodic-donation";
import { serviceCalls } from "./support";
import { expect, test } from "./test";

for (const [locale, texts] of Object.entries(PERIODIC)) {
  test(`${locale}: the periodic donation's last step takes every click`, async ({ page }) => {
    test.slow(); // four steps on a shared two-core machine
    await page.goto(texts.path);
    const form = page.locator("form#periodic-donation");
    await expect(form).toHaveAttribute("data-live", "true");
    await fillGift(form, texts);
    await expect(form.getByRole("heading", { name: texts.detailsStep })).toBeFocused();
    const email = await fillDetails(form, texts);
    await expect(form.getByRole("heading", { name: texts.partnerStep })).toBeFocused();
    await form.getByRole("button", { name: texts.next, exact: true }).click();
    await expect(form.getByRole("heading", { name: texts.paymentStep })).toBeFocused();

    const messages = form.locator(".form-field__error:visible");
    const debit = form.getByLabel(texts.debit);
    const first = await pressAndMeasure(page, debit);
    expect(first.during).toEqual(first.before);
    await expect(debit).toBeChecked();
    // The IBAN, the mention and the agreement have not been reached: no message under them.
    await form.getByLabel(/^IBAN/).focus();
    await expect(messages).toHaveCount(0);

    // A wrong IBAN is told when it loses focus, which a press on the next control causes.
    await form.getByLabel(/^IBAN/).fill("NL00 BANK");
    const mention = form.getByRole("group", { name: texts.mention }).getByLabel(texts.yes);
    const second = await pressAndMeasure(page, mention);
    expect(second.during).toEqual(second.before);
    await expect(mention).toBeChecked();
    await expect(messages).toHaveCount(1);

    const agree = form.getByLabel(texts.agree);
    const third = await pressAndMeasure(page, agree);
    expect(third.during).toEqual(third.before);
    await expect(agree).toBeChecked();

    await form.getByLabel(/^IBAN/).fill("NL91 ABNA 0417 1643 00");
    await expect(messages).toHaveCount(0);
    await form.getByRole("button", { name: texts.send }).click();
    await expect(page.getByText(texts.thanks)).toBeFocused();
    expect(await serviceCalls(email)).toHaveLength(1);
  });
}
