// One intention, one payment, with JavaScript (issue 37): the same donation sent again after
// Back, or from a second tab of the same browser, makes no second call to the service (the
// demo's call log) and no second payment reference: the form says it was already sent and links
// to the first payment page.
import { uniqueEmail } from "./form-services";
import { ALREADY_SENT, referenceOf, sendToPayment, shoot, typeDonation } from "./one-intention";
import { PAYMENT_DONATION } from "./payment-donation";
import { hydrated, serviceCalls } from "./support";
import { expect, test } from "./test";

for (const texts of PAYMENT_DONATION) {
  const said = ALREADY_SENT[texts.locale];

  test(`${texts.locale}: send, Back, send again: one call, the first payment page`, async ({
    page,
  }) => {
    const email = uniqueEmail(`intention-back-${texts.locale}`);
    await page.goto(texts.path);
    await hydrated(page);
    const first = await sendToPayment(page, await typeDonation(page, texts, email), texts);
    await page.goBack();
    await hydrated(page);
    await typeDonation(page, texts, email);
    await page.locator("form#donation").getByRole("button", { name: texts.pay }).click();
    const message = page.getByRole("status").filter({ hasText: said.message });
    await expect(message).toBeVisible();
    const link = message.getByRole("link", { name: said.link });
    expect(referenceOf(new URL((await link.getAttribute("href")) ?? "", page.url()).href)).toBe(
      first,
    );
    await shoot(page, `already-sent-js-${texts.locale}`, message);
    expect(await serviceCalls(email)).toHaveLength(1);
    await link.click();
    await expect(page.getByRole("heading", { name: texts.paymentHeading })).toBeVisible();
    expect(referenceOf(page.url())).toBe(first);
  });

  test(`${texts.locale}: the same donation from a second tab: one call, the same reference`, async ({
    context,
    page,
  }) => {
    const email = uniqueEmail(`intention-tabs-${texts.locale}`);
    await page.goto(texts.path);
    await hydrated(page);
    const first = await sendToPayment(page, await typeDonation(page, texts, email), texts);
    const second = await context.newPage();
    await second.goto(texts.path);
    await hydrated(second);
    await typeDonation(second, texts, email);
    await second.locator("form#donation").getByRole("button", { name: texts.pay }).click();
    const message = second.getByRole("status").filter({ hasText: said.message });
    await expect(message).toBeVisible();
    const href = await message.getByRole("link", { name: said.link }).getAttribute("href");
    expect(referenceOf(new URL(href ?? "", second.url()).href)).toBe(first);
    expect(await serviceCalls(email)).toHaveLength(1);
  });
}

test("nl: another amount from the same browser is a new donation: a new reference", async ({
  page,
}) => {
  const texts = PAYMENT_DONATION[0];
  const email = uniqueEmail("intention-other-amount");
  await page.goto(texts.path);
  await hydrated(page);
  const first = await sendToPayment(page, await typeDonation(page, texts, email), texts);
  await page.goto(texts.path);
  await hydrated(page);
  const form = page.locator("form#donation");
  await form.getByLabel("€ 100", { exact: true }).check();
  await form.getByLabel(texts.first).fill("Anna");
  await form.getByLabel(texts.last).fill("de Vries");
  await form.getByLabel(texts.email).fill(email);
  const second = await sendToPayment(page, form, texts);
  expect(second).not.toBe(first);
  expect(await serviceCalls(email)).toHaveLength(2);
});
