// What visitors type, without JavaScript: the server's render already holds the e-mail address
// from the link (in the visitor's own field only), an earmarked gift's purpose reaches the
// service, the first payment dates are still to come, and what the form refuses (a € 0,50 gift,
// a NUL in an address, postcode ABCD, phone abc) is answered with a message and no upstream call.
import { uniqueEmail } from "./form-services";
import { expectedFirstDates, fillDetails, fillGift, fillPayment } from "./periodic-steps";
import { serviceCalls } from "./support";
import { expect, test } from "./test";

test("en: the donor sign-up's e-mail field comes prefilled from ?e-mail=", async ({ page }) => {
  const address = uniqueEmail("prefill-donor-nojs");
  await page.goto(`/en/page/become-a-donor?e-mail=${encodeURIComponent(address)}`);
  const form = page.locator("form#donor-signup");
  await form.getByLabel(/^First name/).fill("Ann");
  await form.getByLabel(/^Last name/).fill("Smith");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByRole("heading", { name: "Contact details" })).toBeVisible();
  await expect(form.getByLabel(/^E-mail address/)).toHaveValue(address);
});

test("nl: the party and the periodic agreement prefill the visitor's own address", async ({
  page,
}) => {
  const address = uniqueEmail("prefill-nojs");
  await page.goto(`/pagina/party?email=${encodeURIComponent(address)}`);
  await expect(page.locator("form#party").getByLabel(/^E-mailadres/)).toHaveValue(address);
  await page.goto(`/pagina/periodieke-schenking?emailadres=${encodeURIComponent(address)}`);
  const form = page.locator("form#periodic-donation");
  await expect(form.locator('input[name="email"]')).toHaveValue(address);
  await expect(form.locator('input[name="email_partner"]')).toHaveValue("");
  await expect(form.locator('input[name="email_partner"]')).toHaveAttribute("autocomplete", "off");
});

const earmarked = [
  {
    path: "/pagina/toegankelijkheid-eenmalige-donatie",
    purpose: "toegankelijkheid",
    lang: "nl",
    labels: ["Voornaam", "Achternaam", "E-mailadres", "Telefoonnummer"],
    submit: "Doneer",
    thanks: /Hartelijk dank voor uw donatie!/,
  },
  {
    path: "/en/page/sustainability-one-off-donation",
    purpose: "duurzaamheid",
    lang: "en",
    labels: ["First name", "Last name", "E-mail address", "Phone number"],
    submit: "Donate",
    thanks: /Thank you very much for your donation!/,
  },
];
for (const c of earmarked) {
  test(`${c.lang}: ${c.path} sends its purpose '${c.purpose}' as a plain post`, async ({
    page,
  }) => {
    const address = uniqueEmail(`earmark-nojs-${c.purpose}`);
    await page.goto(c.path);
    const form = page.locator("form#one-off-donation");
    await form.getByRole("radio", { name: "€ 500" }).check();
    const [first, last, email, phone] = c.labels as [string, string, string, string];
    await form.getByLabel(new RegExp(`^${first}`)).fill("Anna");
    await form.getByLabel(new RegExp(`^${last}`)).fill("de Vries");
    await form.getByLabel(new RegExp(`^${email}`)).fill(address);
    await form.getByLabel(new RegExp(`^${phone}`)).fill("+31 20 123 45 67");
    await form.getByRole("button", { name: c.submit, exact: true }).click();
    await expect(page.getByText(c.thanks)).toBeVisible();
    const calls = await serviceCalls(address);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ special: c.purpose, donation_per_person: 500 });
  });
}

test("nl: the periodic agreement offers dates to come, and a post of € 0,50 reaches nothing", async ({
  page,
}) => {
  test.slow();
  const address = uniqueEmail("periodic-nojs");
  await page.goto("/pagina/periodieke-schenking");
  const form = page.locator("form#periodic-donation");
  const offered = await form
    .getByLabel(/^Eerste betaling/)
    .locator("option")
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
    );
  expect(offered).toEqual(expectedFirstDates());

  await fillGift(form, "nl", "0,50");
  await expect(
    form
      .locator(".form-field__error")
      .getByText("Een periodieke schenking is ten minste € 1.250 per jaar."),
  ).toBeVisible();
  await form.getByLabel(/^Bedrag per jaar/).fill("1.250");
  await form.getByRole("button", { name: "Volgende" }).click();
  await fillDetails(form, "nl", { email: address, postalcode: "ABCD", phone: "abc" });
  await expect(
    form.locator(".form-field__error").getByText(/Vul een geldige postcode in/),
  ).toBeVisible();
  await expect(
    form.locator(".form-field__error").getByText(/Vul een geldig telefoonnummer in/),
  ).toBeVisible();
  await fillDetails(form, "nl", { email: address, birthdate: "1970-12-31" });
  await expect(form.getByRole("heading", { name: "Partner" })).toBeVisible();
  // The earlier steps' answers travel along in the form; a tampered one is checked again on send.
  await form.locator('input[name="amount_free"]').evaluate((input) => {
    (input as HTMLInputElement).value = "0,50";
  });
  await fillPayment(form, "nl", "NL91\u00a0ABNA\u00a00417\u00a01643\u00a000");
  await expect(
    form
      .locator(".form-field__error")
      .getByText("Een periodieke schenking is ten minste € 1.250 per jaar."),
  ).toBeVisible();
  expect(await serviceCalls(address)).toHaveLength(0);

  await form.getByLabel(/^Bedrag per jaar/).fill("1.250");
  await form.getByRole("button", { name: "Volgende" }).click();
  await form.getByRole("button", { name: "Volgende" }).click();
  await fillPayment(form, "nl", "NL91\u00a0ABNA\u00a00417\u00a01643\u00a000");
  await expect(page.getByText(/U ontvangt de overeenkomst binnen enkele dagen/)).toBeVisible();
  const calls = await serviceCalls(address);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toMatchObject({
    amount: 1250,
    initial_date: expectedFirstDates()[0],
    birthdate: "1970-12-31",
    iban: "NL91ABNA0417164300",
  });
});

test("en: a NUL in an e-mail address is refused by the server, nothing is sent", async ({
  page,
}) => {
  const name = `Nul${Date.now()}`;
  await page.goto("/en/page/one-off-donation");
  const form = page.locator("form#one-off-donation");
  await form.getByRole("radio", { name: "€ 500" }).check();
  await form.getByLabel(/^First name/).fill(name);
  await form.getByLabel(/^Last name/).fill("Jansen");
  await form.getByLabel(/^E-mail address/).fill("x\u0000@example.com");
  await form.getByLabel(/^Phone number/).fill("020 123 45 67");
  await form.getByRole("button", { name: "Donate", exact: true }).click();
  await expect(
    form.locator(".form-field__error").getByText(/Please enter a valid e-mail address/),
  ).toBeVisible();
  await expect(form.getByLabel(/^First name/)).toHaveValue(name);
  expect(await serviceCalls(name)).toHaveLength(0);
  await form.getByLabel(/^E-mail address/).fill("ben@example.com");
  await form.getByRole("button", { name: "Donate", exact: true }).click();
  await expect(page.getByText(/Thank you very much for your donation!/)).toBeVisible();
  expect(await serviceCalls(name)).toHaveLength(1);
});

test("phones are tel inputs and amounts read '€ 1.000' without JavaScript too", async ({
  page,
}) => {
  await page.goto("/pagina/word-donateur");
  const phone = page.locator('form#donor-signup input[name="phone"]');
  await expect(phone).toHaveAttribute("type", "tel");
  await expect(phone).toHaveAttribute("autocomplete", "tel");
  await page.goto("/pagina/cultuurverbindt");
  await expect(page.getByRole("radio", { name: "€ 1.000", exact: true })).toBeVisible();
  await page.goto("/pagina/eenmalige-donatie");
  await expect(page.getByRole("radio", { name: "€ 1.000", exact: true })).toBeVisible();
});

test("nl: the fund page's footer speaks of the fund's own newsletter", async ({ page }) => {
  await page.goto("/pagina/carrefonds");
  const block = page.locator(".newsletter-signup");
  await expect(
    block.getByRole("heading", { name: "Nieuwsbrief van het Carrefonds" }),
  ).toBeVisible();
  await expect(block.getByText(/nieuws van het Carrefonds/)).toBeVisible();
  await expect(block.getByText("Als eerste weten wat er nieuw in de verkoop gaat?")).toHaveCount(0);
  await page.goto("/pagina/contact");
  await expect(
    page
      .locator(".newsletter-signup")
      .getByText("Als eerste weten wat er nieuw in de verkoop gaat?"),
  ).toBeVisible();
});
