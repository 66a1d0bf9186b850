// The periodic donation agreement with JavaScript: a failed 'Volgende' or send draws the same
// error summary as a round trip without it, moves the focus there and puts the error and the
// step in the document title; a step left fine names only the step.
import { fillDetails, PERIODIC, pressNext } from "./periodic-donation";
import { expectNoAxeViolations } from "./support";
import { expect, test } from "./test";

for (const [locale, texts] of Object.entries(PERIODIC)) {
  test(`${locale}: a failed step is summed up, focused and named in the title`, async ({
    page,
  }) => {
    test.slow(); // four steps on a shared two-core machine
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto(texts.path);
    const form = page.locator("form#periodic-donation");
    await expect(form).toHaveAttribute("data-live", "true");
    const ownTitle = await page.title();

    await pressNext(form, texts);
    const summary = form.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading", { name: texts.problem })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page).toHaveTitle(
      `${texts.error}: ${texts.stepOf(1)} (${texts.giftStep}) - ${ownTitle}`,
    );
    await summary.getByRole("link", { name: new RegExp(`^${texts.circleField}:`) }).click();
    await expect(form.getByLabel(texts.circle, { exact: true })).toBeFocused();

    await form.getByLabel(texts.circle, { exact: true }).check();
    await form.getByLabel(texts.amount, { exact: true }).check();
    await form.getByLabel(texts.term, { exact: true }).check();
    await form.getByLabel(texts.firstPayment).selectOption({ index: 1 });
    await form.getByLabel(texts.ends, { exact: true }).check();
    await pressNext(form, texts);
    await expect(form.getByRole("heading", { name: texts.detailsStep })).toBeFocused();
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(page).toHaveTitle(`${texts.stepOf(2)} (${texts.detailsStep}) - ${ownTitle}`);

    await fillDetails(form, texts);
    await pressNext(form, texts);
    await expect(form.getByRole("heading", { name: texts.paymentStep })).toBeFocused();
    await form.getByRole("button", { name: texts.send }).click();
    await expect(form.getByRole("alert")).toBeFocused();
    await expect(form.getByRole("alert").getByRole("link")).toHaveCount(4);
    await expect(page).toHaveTitle(
      `${texts.error}: ${texts.stepOf(4)} (${texts.paymentStep}) - ${ownTitle}`,
    );
    expect(posts).toEqual([]);
  });
}
