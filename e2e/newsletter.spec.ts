import type { Page } from "@playwright/test";
import { DEMO_CMS, expectNoAxeViolations, liveFooterSignup } from "./support";
import { expect, test } from "./test";

/** The confirmation link the demo CMS "mailed" to an address, from its outbox page. */
async function outboxLink(page: Page, email: string, locale: "nl" | "en") {
  await page.goto(`${DEMO_CMS}/__outbox`);
  return page.locator(`li[data-email="${email}"] a.link-${locale}`).first().getAttribute("href");
}

const cases = [
  {
    locale: "nl" as const,
    path: "/pagina/aanmelden-nieuwsbrief",
    email: "E-mailadres",
    list: "Nieuw in de verkoop, inspiratie en tips",
    submit: "Aanmelden",
    success: "Bedankt voor uw aanmelding.",
    title: "Bevestiging aanmelding nieuwsbrief",
    confirmed: "Uw aanmelding is bevestigd.",
  },
  {
    locale: "en" as const,
    path: "/en/page/newsletter",
    email: "E-mail address",
    list: "Bookings for groups",
    submit: "Sign up",
    success: "Thank you for signing up.",
    title: "Newsletter subscribe confirmation",
    confirmed: "Your subscription has been confirmed.",
  },
];

for (const c of cases) {
  test(`${c.locale}: sign up, then confirm through the outbox link`, async ({ page }) => {
    const address = `e2e-${c.locale}-${Date.now()}@example.nl`;
    await page.goto(c.path);
    const form = page.locator("form.newsletter-form");
    const submit = form.getByRole("button", { name: c.submit });
    await expect(submit).toBeDisabled();
    await form.getByLabel(c.email).fill(address);
    await expect(submit).toBeDisabled();
    await form.getByLabel(c.list).check();
    await expect(submit).toBeEnabled();
    await expectNoAxeViolations(page);
    await submit.click();
    await expect(page.getByRole("status").filter({ hasText: c.success })).toBeVisible();

    const link = await outboxLink(page, address, c.locale);
    expect(link).toBeTruthy();
    await page.goto(link ?? "");
    await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
    // Opening the link confirms nothing; the person's press does (decision 0024).
    await page.getByRole("button", { name: c.locale === "nl" ? "Bevestigen" : "Confirm" }).click();
    await expect(page.getByText(c.confirmed)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("inline validation shows the e-mail error without a round trip", async ({ page }) => {
  await page.goto("/pagina/aanmelden-nieuwsbrief");
  const form = page.locator("form.newsletter-form");
  // The form's code loads on demand: a disabled submit shows it has hydrated.
  await expect(form.getByRole("button", { name: "Aanmelden" })).toBeDisabled();
  await form.getByLabel("E-mailadres").fill("geen@");
  await form.getByLabel("E-mailadres").blur();
  await expect(form.getByText("Vul een geldig e-mailadres in")).toBeVisible();
});

test("prefills the e-mail from the address", async ({ page }) => {
  await page.goto("/pagina/afmelden-nieuwsbrief?emailadres=jan@example.nl");
  await expect(page.getByLabel("E-mailadres").first()).toHaveValue("jan@example.nl");
});

test("an expired link says so once the button is pressed", async ({ page }) => {
  await page.goto("/bevestigen?actie=nieuwsbrief-aanmelden&token=verlopen");
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page.getByText("Deze bevestigingslink is niet meer geldig.")).toBeVisible();
});

test("an unknown action is the not-found screen", async ({ page }) => {
  const response = await page.goto("/en/confirm?action=whatever&token=abc");
  expect(response?.status()).toBe(404);
});

test("the footer sign-up sends through a fetcher", async ({ page }) => {
  await page.goto("/pagina/contact");
  const block = await liveFooterSignup(page);
  await block.getByLabel("E-mailadres").fill(`e2e-footer-${Date.now()}@example.nl`);
  await block.getByRole("button", { name: "Aanmelden" }).click();
  await expect(block.getByText("Bedankt voor uw aanmelding.")).toBeVisible();
  await expect(page).toHaveURL(/\/pagina\/contact$/);
});

test.describe("link scanners", () => {
  test.use({
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  test("a bot sees a button and confirms nothing until it is pressed", async ({ page }) => {
    await page.goto("/bevestigen?actie=nieuwsbrief-aanmelden&token=verlopen");
    await expect(page.getByRole("button", { name: "Bevestigen" })).toBeVisible();
    await page.getByRole("button", { name: "Bevestigen" }).click();
    await expect(page.getByText("Deze bevestigingslink is niet meer geldig.")).toBeVisible();
  });
});
