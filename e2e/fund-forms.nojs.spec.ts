// The fund's donation forms without JavaScript: plain posts that keep what was typed, a 303
// straight to the payment page, the periodic agreement as one round trip per step.
import { expect, test } from "./test";

test("en: a payment donation goes straight to the payment page", async ({ page }) => {
  await page.goto("/en/page/donate");
  const form = page.locator("form#donation");
  await form.getByLabel("€ 25", { exact: true }).check();
  await form.getByLabel(/^First name/).fill("Ben");
  await form.getByRole("button", { name: "Donate and pay" }).click();
  await expect(form.getByText("Please fill in this field.").first()).toBeVisible();
  await expect(form.getByLabel(/^First name/)).toHaveValue("Ben");
  await expect(form.getByLabel("€ 25", { exact: true })).toBeChecked();
  await form.getByLabel(/^Last name/).fill("Jansen");
  await form.getByLabel(/^E-mail address/).fill("ben@example.com");
  await form.getByRole("button", { name: "Donate and pay" }).click();
  await expect(page).toHaveURL(/\/betaling\?bedrag=25&.*lang=en/);
  await expect(page.getByRole("heading", { name: "Demo payment page" })).toBeVisible();
});

test("nl: a failing service shows the general message and keeps the input", async ({ page }) => {
  await page.goto("/pagina/inschrijfformulier-partner");
  const form = page.locator("form#partner-signup");
  await form.getByLabel(/^Naam van uw bedrijf/).fill("Bakkerij Jansen");
  await form.getByLabel(own("Voornaam")).fill("Anna");
  await form.getByLabel(own("Achternaam")).fill("de Vries");
  await form.getByLabel(own("E-mailadres")).fill("fout@example.com");
  await form.getByLabel(own("Telefoonnummer")).fill("020 123 45 67");
  await form.getByLabel(/^Goud/).check();
  await form.getByRole("button", { name: "Schrijf ons in als partner" }).click();
  await expect(page.getByText("Er is iets misgegaan. Probeer het later opnieuw.")).toBeVisible();
  await expect(form.getByLabel(/^Naam van uw bedrijf/)).toHaveValue("Bakkerij Jansen");
  await form.getByLabel(own("E-mailadres")).fill("anna@example.nl");
  await form.getByRole("button", { name: "Schrijf ons in als partner" }).click();
  await expect(page.getByText(/Bedankt voor uw inschrijving als partner/)).toBeVisible();
});

/** The donor's own field, not the partner's ("Voornaam partner") drawn beside it. */
const own = (label: string) => new RegExp(`^${label}(?! partner)`);

test("nl: the periodic donation agreement as plain posts", async ({ page }) => {
  await page.goto("/pagina/periodieke-schenking");
  const form = page.locator("form#periodic-donation");
  await form.getByLabel("Vrij bedrag").check();
  await form.getByLabel(/^Bedrag per jaar/).fill("1.250,50");
  await form.getByLabel("Onbepaalde tijd").check();
  await form.getByLabel(/^Eerste betaling/).selectOption({ index: 1 });
  await form.getByLabel("een ander").check();
  await form.getByRole("button", { name: "Volgende" }).click();
  // Without JavaScript every conditional field is drawn; the server asks for the one that applies.
  await expect(form.getByText("Vul dit veld in.").first()).toBeVisible();
  await form.getByLabel(/^Naam van die persoon/).fill("Piet de Vries");
  await form.getByRole("button", { name: "Volgende" }).click();

  await expect(form.getByRole("heading", { name: "Uw gegevens" })).toBeVisible();
  await form.getByLabel(own("Voornaam")).fill("Anna");
  await form.getByLabel(own("Achternaam")).fill("de Vries");
  await form
    .getByRole("group", { name: own("Geslacht") })
    .getByLabel("Vrouw")
    .check();
  await form.getByLabel(own("Geboortedatum")).fill("31-12-1970");
  await form.getByLabel(own("Geboorteplaats")).fill("Leeuwarden");
  await form.getByLabel(own("Straat")).fill("Houthavenkade");
  await form.getByLabel(own("Huisnummer")).fill("12");
  await form.getByLabel(own("Postcode")).fill("1013 BD");
  await form.getByLabel(own("Woonplaats")).fill("Amsterdam");
  await form.getByLabel(own("Telefoonnummer")).fill("020 123 45 67");
  await form.getByLabel(own("E-mailadres")).fill("anna@example.nl");
  await form.getByRole("button", { name: "Volgende" }).click();

  await expect(form.getByRole("heading", { name: "Partner" })).toBeVisible();
  await form.getByRole("button", { name: "Volgende" }).click();

  await expect(form.getByRole("heading", { name: "Betaling" })).toBeVisible();
  await form.getByLabel("Zelf overmaken").check();
  await form.getByLabel(/^IBAN/).fill("NL91ABNA0417164300");
  await form.getByLabel("Nee, liever anoniem").check();
  await form.getByLabel(/Ik ga akkoord/).check();
  await form.getByRole("button", { name: "Overeenkomst aanvragen" }).click();
  await expect(page.getByText(/U ontvangt de overeenkomst binnen enkele dagen/)).toBeVisible();
});

test("nl: the musical's donation asks for the company and goes on to pay", async ({ page }) => {
  await page.goto("/pagina/de-grote-musical-doneren");
  const form = page.locator("form#musical-donation");
  await form.getByLabel("€ 300").check();
  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByLabel(/^E-mailadres/).fill("anna@example.nl");
  await form.getByRole("button", { name: "Doneer en betaal" }).click();
  await expect(form.locator(".form-field__error", { hasText: "Vul dit veld in." })).toBeVisible();
  await form.getByLabel(/^Bedrijfsnaam/).fill("Bakkerij de Vries");
  await form.getByRole("button", { name: "Doneer en betaal" }).click();
  await expect(page).toHaveURL(/\/betaling\?bedrag=300&/);
});

test("en: the one-off donation and the party as plain posts", async ({ page }) => {
  await page.goto("/en/page/one-off-donation");
  const donation = page.locator("form#one-off-donation");
  await donation.getByLabel(/^Number of persons/).selectOption("4");
  await donation.getByLabel("€ 500").check();
  await donation.getByLabel(/^First name/).fill("Ben");
  await donation.getByLabel(/^Last name/).fill("Jansen");
  await donation.getByLabel(/^E-mail address/).fill("ben@example.com");
  await donation.getByLabel(/^Phone number/).fill("+31 20 123 45 67");
  await donation.getByRole("button", { name: "Donate" }).click();
  await expect(page.getByText(/Thank you very much for your donation!/)).toBeVisible();

  await page.goto("/en/page/party");
  const party = page.locator("form#party");
  await party.getByLabel(/^First name/).fill("Ben");
  await party.getByLabel(/^Last name/).fill("Jansen");
  await party.getByLabel(/^E-mail address/).fill("ben@example.com");
  await party.getByRole("button", { name: "Next" }).click();
  await party.getByLabel("Yes, I'd love to come").check();
  await party.getByLabel(/^How many people/).selectOption("2");
  await party.getByRole("button", { name: "Next" }).click();
  await expect(party.getByRole("heading", { name: "Finally" })).toBeVisible();
  await party.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Thank you for your reply!")).toBeVisible();
});
