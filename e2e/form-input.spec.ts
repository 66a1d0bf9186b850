// What visitors type, with JavaScript: the e-mail address from the link prefilled in their own
// field (never a partner's), an earmarked gift's purpose sent along, first payment dates still to
// come and a free amount with a floor, input hygiene (control characters, IBAN spaces, postcode,
// phone, ISO birth date, tel inputs, one amount format) and the fund's own footer text. The demo
// CMS's call log proves what reached the service, and that a refused post reached nothing.
import { uniqueEmail } from "./form-services";
import {
  expectedFirstDates,
  fillDetails,
  fillGift,
  fillPayment,
  periodicTexts,
} from "./periodic-steps";
import { liveFooterSignup, serviceCalls } from "./support";
import { expect, test } from "./test";

test.describe("e-mail prefill", () => {
  test("nl: the donor sign-up fills ?email= into the donor's e-mail field", async ({ page }) => {
    const address = uniqueEmail("prefill-donor");
    await page.goto(`/pagina/word-donateur?email=${encodeURIComponent(address)}`);
    const form = page.locator("form#donor-signup");
    await expect(form).toHaveAttribute("data-live", "true");
    await form.getByLabel(/^Voornaam/).fill("Anna");
    await form.getByLabel(/^Achternaam/).fill("de Vries");
    await form.getByRole("button", { name: "Volgende" }).click();
    await expect(form.getByLabel(/^E-mailadres/)).toHaveValue(address);
  });

  test("en: the party fills ?emailadres= into the guest's e-mail field", async ({ page }) => {
    const address = uniqueEmail("prefill-party");
    await page.goto(`/en/page/party?emailadres=${encodeURIComponent(address)}`);
    const form = page.locator("form#party");
    await expect(form).toHaveAttribute("data-live", "true");
    await expect(form.getByLabel(/^E-mail address/)).toHaveValue(address);
  });

  test("en: the periodic agreement fills the donor's address, never the partner's", async ({
    page,
  }) => {
    const address = uniqueEmail("prefill-periodic");
    await page.goto(`/en/page/periodic-donation?email=${encodeURIComponent(address)}`);
    const form = page.locator("form#periodic-donation");
    await expect(form).toHaveAttribute("data-live", "true");
    await expect(form.locator('input[name="email"]')).toHaveValue(address);
    const partner = form.locator('input[name="email_partner"]');
    await expect(partner).toHaveValue("");
    await expect(partner).toHaveAttribute("autocomplete", "off");
  });
});

test.describe("earmarked gifts", () => {
  const cases = [
    {
      path: "/pagina/duurzaamheid-eenmalige-donatie",
      purpose: "duurzaamheid",
      lang: "nl",
      labels: ["Voornaam", "Achternaam", "E-mailadres", "Telefoonnummer"],
      submit: "Doneer",
      thanks: /Hartelijk dank voor uw donatie!/,
    },
    {
      path: "/en/page/accessibility-one-off-donation",
      purpose: "toegankelijkheid",
      lang: "en",
      labels: ["First name", "Last name", "E-mail address", "Phone number"],
      submit: "Donate",
      thanks: /Thank you very much for your donation!/,
    },
  ];
  for (const c of cases) {
    test(`${c.lang}: ${c.path} sends its purpose '${c.purpose}' once`, async ({ page }) => {
      const address = uniqueEmail(`earmark-${c.purpose}`);
      await page.goto(c.path);
      const form = page.locator("form#one-off-donation");
      await expect(form).toHaveAttribute("data-live", "true");
      await form.getByRole("radio", { name: "€ 750" }).check();
      const [first, last, email, phone] = c.labels as [string, string, string, string];
      await form.getByLabel(new RegExp(`^${first}`)).fill("Anna");
      await form.getByLabel(new RegExp(`^${last}`)).fill("de Vries");
      await form.getByLabel(new RegExp(`^${email}`)).fill(address);
      await form.getByLabel(new RegExp(`^${phone}`)).fill("020 123 45 67");
      await form.getByRole("button", { name: c.submit, exact: true }).click();
      await expect(page.getByText(c.thanks)).toBeVisible();
      const calls = await serviceCalls(address);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.path).toBe(`/api/services/forms/eenmalige-donatie-simple?lang=${c.lang}`);
      expect(calls[0]?.body).toMatchObject({ special: c.purpose, donation_per_person: 750 });
    });
  }
});

test.describe("periodic agreement", () => {
  test("en: first payment dates are the next six months; a free € 0,50 is refused", async ({
    page,
  }) => {
    test.slow();
    const address = uniqueEmail("periodic-en");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/en/page/periodic-donation");
    const form = page.locator("form#periodic-donation");
    await expect(form).toHaveAttribute("data-live", "true");
    const dates = expectedFirstDates();
    const select = form.getByLabel(/^First payment/);
    const offered = await select
      .locator("option")
      .evaluateAll((options) =>
        options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
      );
    expect(offered).toEqual(dates);
    const label = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });
    await expect(select.locator("option").nth(1)).toHaveText(
      label.format(new Date(`${dates[0]}T12:00:00Z`)),
    );

    await fillGift(form, "en", "0,50");
    await expect(
      form
        .locator(".form-field__error")
        .getByText("A periodic donation is at least €1,250 a year."),
    ).toBeVisible();
    // An English page's thousands are grouped with a comma ("1.300" would be asked about).
    await form.getByLabel(/^Amount a year/).fill("1,300");
    await form.getByRole("button", { name: "Next" }).click();
    // A Dutch address wants a Dutch postcode, and a phone number; an ISO birth date is fine.
    await fillDetails(form, "en", {
      email: address,
      postalcode: "ABCD",
      phone: "abc",
      birthdate: "1970-12-31",
    });
    await expect(form.locator(".form-field__error").getByText(/valid postcode/)).toBeVisible();
    await expect(form.locator(".form-field__error").getByText(/valid phone number/)).toBeVisible();
    await expect(form.locator(".form-field__error").getByText(/valid date of birth/)).toBeHidden();
    await fillDetails(form, "en", { email: address, birthdate: "1970-12-31" });
    // An IBAN copied with non-breaking spaces.
    await fillPayment(form, "en", "NL91\u00a0ABNA\u00a00417\u00a01643\u00a000");
    await expect(page.getByText(/You will receive the agreement by e-mail/)).toBeVisible();
    expect(posts).toHaveLength(1);
    const calls = await serviceCalls(address);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      amount: 1300,
      initial_date: dates[0],
      birthdate: "1970-12-31",
      postalcode: "1013 BD",
      iban: "NL91ABNA0417164300",
    });
  });

  test("nl: the dates are in Dutch and € 0,50 is refused in Dutch", async ({ page }) => {
    await page.goto("/pagina/periodieke-schenking");
    const form = page.locator("form#periodic-donation");
    await expect(form).toHaveAttribute("data-live", "true");
    const first = expectedFirstDates()[0] ?? "";
    const label = new Intl.DateTimeFormat("nl-NL", { dateStyle: "long", timeZone: "UTC" });
    await expect(
      form
        .getByLabel(/^Eerste betaling/)
        .locator("option")
        .nth(1),
    ).toHaveText(label.format(new Date(`${first}T12:00:00Z`)));
    await fillGift(form, "nl", "0,50");
    await expect(
      form
        .locator(".form-field__error")
        .getByText("Een periodieke schenking is ten minste € 1.250 per jaar."),
    ).toBeVisible();
    await expect(form.getByRole("heading", { name: periodicTexts("nl").details })).toBeHidden();
  });
});

test.describe("input hygiene", () => {
  test("nl: a NUL in the e-mail address is refused and nothing reaches the service", async ({
    page,
  }) => {
    const name = `Nul${Date.now()}`;
    await page.goto("/pagina/inschrijfformulier-partner");
    const form = page.locator("form#partner-signup");
    await expect(form).toHaveAttribute("data-live", "true");
    await form.getByLabel(/^Goud/).check();
    await form.getByLabel(/^Naam van uw bedrijf/).fill(name);
    await form.getByLabel(/^Voornaam/).fill("Anna");
    await form.getByLabel(/^Achternaam/).fill("de Vries");
    const email = form.getByLabel(/^E-mailadres/);
    await form.getByLabel(/^Telefoonnummer/).fill("020 123 45 67");
    await email.fill("x\u0000@example.com");
    await form.getByRole("button", { name: "Schrijf ons in als partner" }).click();
    await expect(
      form.locator(".form-field__error").getByText(/Vul een geldig e-mailadres in/),
    ).toBeVisible();
    expect(await serviceCalls(name)).toHaveLength(0);
    await email.fill("anna@example.nl");
    await form.getByRole("button", { name: "Schrijf ons in als partner" }).click();
    await expect(page.getByText(/Bedankt voor uw inschrijving als partner/)).toBeVisible();
    expect(await serviceCalls(name)).toHaveLength(1);
  });

  test("nl: the donor sign-up checks the phone number", async ({ page }) => {
    await page.goto("/pagina/word-donateur");
    const form = page.locator("form#donor-signup");
    await expect(form).toHaveAttribute("data-live", "true");
    await form.getByLabel(/^Voornaam/).fill("Anna");
    await form.getByLabel(/^Achternaam/).fill("de Vries");
    await form.getByRole("button", { name: "Volgende" }).click();
    await form.getByLabel(/^E-mailadres/).fill("anna@example.nl");
    await form.getByLabel(/^Telefoonnummer/).fill("abc");
    await form.getByLabel(/^Telefoonnummer/).press("Enter");
    await expect(
      form.locator(".form-field__error").getByText(/Vul een geldig telefoonnummer in/),
    ).toBeVisible();
    await expect(form.getByRole("heading", { name: "Contactgegevens" })).toBeVisible();
  });

  test("phones are tel inputs with autofill; a partner's details are never autofilled", async ({
    page,
  }) => {
    for (const path of ["/pagina/word-donateur", "/en/page/party"]) {
      await page.goto(path);
      const phone = page.locator('form input[name="phone"]');
      await expect(phone).toHaveAttribute("type", "tel");
      await expect(phone).toHaveAttribute("autocomplete", "tel");
    }
    await page.goto("/pagina/periodieke-schenking");
    const form = page.locator("form#periodic-donation");
    await expect(form.locator('input[name="phone"]')).toHaveAttribute("type", "tel");
    await expect(form.locator('input[name="phone"]')).toHaveAttribute("autocomplete", "tel");
    const partnerInputs = form.locator('input[name$="_partner"]:not([type="radio"])');
    expect(await partnerInputs.count()).toBeGreaterThan(10);
    for (const value of await partnerInputs.evaluateAll((inputs) =>
      inputs.map((input) => input.getAttribute("autocomplete")),
    )) {
      expect(value).toBe("off");
    }
    await expect(form.locator('input[name="phone_partner"]')).toHaveAttribute("type", "tel");
  });

  test("en: amounts read '€ 1.000' on every form", async ({ page }) => {
    await page.goto("/en/page/cultureconnects");
    await expect(page.getByRole("radio", { name: "€ 1.000", exact: true })).toBeVisible();
    await page.goto("/en/page/one-off-donation");
    await expect(page.getByRole("radio", { name: "€ 1.000", exact: true })).toBeVisible();
    await page.goto("/en/page/become-a-donor");
    const form = page.locator("form#donor-signup");
    await expect(form.locator("label", { hasText: "Friend (€ 1.250 – € 2.500)" })).toHaveCount(1);
  });
});

test.describe("fund footer", () => {
  const cases = [
    {
      path: "/en/page/carrefonds",
      heading: "Carrefonds newsletter",
      intro: /news from the Carrefonds/,
      general: "Be the first to hear what goes on sale?",
    },
    {
      path: "/pagina/carrefonds",
      heading: "Nieuwsbrief van het Carrefonds",
      intro: /nieuws van het Carrefonds/,
      general: "Als eerste weten wat er nieuw in de verkoop gaat?",
    },
  ];
  for (const c of cases) {
    test(`${c.path}: the footer speaks of the fund's own newsletter`, async ({ page }) => {
      await page.goto(c.path);
      const block = await liveFooterSignup(page);
      await expect(block.getByRole("heading", { name: c.heading })).toBeVisible();
      await expect(block.getByText(c.intro)).toBeVisible();
      await expect(block.getByText(c.general)).toHaveCount(0);
    });
  }
});
