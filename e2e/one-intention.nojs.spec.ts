// One intention, one payment, without JavaScript (issue 37): send a donation, go Back, send it
// again (the page drawn anew, with another form key): the same payment page with the same
// reference and one call to the service; the same from a second tab of the same browser. The
// partner form (no payment) sent again after Back thanks again (the first answer) with one call.
import { uniqueEmail } from "./form-services";
import { sendToPayment, typeDonation } from "./one-intention";
import { PAYMENT_DONATION } from "./payment-donation";
import { serviceCalls } from "./support";
import { expect, test } from "./test";

for (const texts of PAYMENT_DONATION) {
  test(`${texts.locale}: send, Back, send again: one call, the same payment reference`, async ({
    page,
  }) => {
    const email = uniqueEmail(`intention-nojs-${texts.locale}`);
    await page.goto(texts.path);
    const first = await sendToPayment(page, await typeDonation(page, texts, email), texts);
    await page.goBack();
    await page.reload();
    const again = await sendToPayment(page, await typeDonation(page, texts, email), texts);
    expect(again).toBe(first);
    expect(await serviceCalls(email)).toHaveLength(1);
  });

  test(`${texts.locale}: a second tab of the same browser: the same payment reference`, async ({
    context,
    page,
  }) => {
    const email = uniqueEmail(`intention-nojs-tabs-${texts.locale}`);
    await page.goto(texts.path);
    const first = await sendToPayment(page, await typeDonation(page, texts, email), texts);
    const second = await context.newPage();
    await second.goto(texts.path);
    expect(await sendToPayment(second, await typeDonation(second, texts, email), texts)).toBe(
      first,
    );
    expect(await serviceCalls(email)).toHaveLength(1);
  });
}

/** The donor's own field, not the partner's ("Voornaam partner") drawn beside it. */
const own = (label: string) => new RegExp(`^${label}(?! partner)`);

for (const { lang, path, labels, submit, thanks } of [
  {
    lang: "nl",
    path: "/pagina/inschrijfformulier-partner",
    labels: {
      company: "Naam van uw bedrijf",
      first: "Voornaam",
      last: "Achternaam",
      mail: "E-mailadres",
      phone: "Telefoonnummer",
      level: "Goud",
    },
    submit: "Schrijf ons in als partner",
    thanks: "Bedankt voor uw inschrijving als partner",
  },
  {
    lang: "en",
    path: "/en/page/partner-sign-up-form",
    labels: {
      company: "Your company's name",
      first: "First name",
      last: "Last name",
      mail: "E-mail address",
      phone: "Phone number",
      level: "Gold",
    },
    submit: "Sign us up as a partner",
    thanks: "Thank you for signing up as a partner",
  },
]) {
  test(`${lang}: the partner form sent, Back, sent again: one call, the first thank-you`, async ({
    page,
  }) => {
    const email = uniqueEmail(`intention-partner-${lang}`);
    const fill = async () => {
      const form = page.locator("form#partner-signup");
      await form.getByLabel(new RegExp(`^${labels.company}`)).fill("Bakkerij Jansen");
      await form.getByLabel(own(labels.first)).fill("Anna");
      await form.getByLabel(own(labels.last)).fill("de Vries");
      await form.getByLabel(own(labels.mail)).fill(email);
      await form.getByLabel(own(labels.phone)).fill("020 123 45 67");
      await form.getByLabel(new RegExp(`^${labels.level}`)).check();
      await form.getByRole("button", { name: submit }).click();
    };
    // The thank-you (the page's navigation progress is a status too).
    const thankYou = page.locator("#partner-signup[role=status]").filter({ hasText: thanks });
    await page.goto(path);
    await fill();
    await expect(thankYou).toBeVisible();
    await page.goBack();
    await page.reload();
    await fill();
    await expect(thankYou).toBeVisible();
    expect(await serviceCalls(email)).toHaveLength(1);
  });
}
