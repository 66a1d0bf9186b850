import type { Page } from "@playwright/test";
import {
  forgedCancelRef,
  PREMIERE,
  panelSignup,
  premiereSignup,
  prizeDrawEntry,
} from "./form-services";
import { expectNoAxeViolations } from "./support";
import { expect, test } from "./test";

async function expectOutcome(page: Page, heading: string, text: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
  await expect(page.getByText(/^(Laden|Loading)\.\.\.$/)).toHaveCount(0);
}

test.describe("premiere confirmation", () => {
  test("a sign-up link thanks for the sign-up, in the site's layout", async ({ page }) => {
    const links = await premiereSignup(2);
    const response = await page.goto(links.confirm ?? "");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expectOutcome(page, "Bevestiging première", "Bedankt voor uw aanmelding.");
    await expect(page).toHaveTitle("Bevestiging première - Theater Amsterdam");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // The menus and footer come from the CMS, not the bare fallback.
    await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Kaartverkoop" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a link of someone who cannot come thanks for the cancellation", async ({ page }) => {
    const links = await premiereSignup(0);
    expect(links.confirm).toContain("action=cancel");
    await page.goto(links.confirm ?? "");
    await expectOutcome(page, "Bevestiging première", "Bedankt voor uw afmelding.");
  });

  test("an expired link says so", async ({ page }) => {
    await page.goto("/premiere-bevestigen?token=verlopen&action=signup");
    await expectOutcome(
      page,
      "Bevestiging première",
      "Uw bevestigingslink is verlopen. Geef uw RSVP opnieuw door of neem contact met ons op.",
    );
    await expectNoAxeViolations(page);
  });

  test("a link without a token is the not-found screen", async ({ page }) => {
    const response = await page.goto("/premiere-bevestigen?action=signup");
    expect(response?.status()).toBe(404);
  });
});

test.describe("visitor panel confirmation", () => {
  test("a sign-up link confirms and promises news before 1 July", async ({ page }) => {
    const links = await panelSignup();
    await page.goto(links.confirm ?? "");
    await expectOutcome(page, "Bevestiging aanmelding bezoekerspanel", "Vóór 1 juli");
    await expectNoAxeViolations(page);
  });

  test("an expired link says so", async ({ page }) => {
    await page.goto("/panel-bevestigen?token=verlopen&action=signup");
    await expectOutcome(
      page,
      "Bevestiging aanmelding bezoekerspanel",
      "Uw bevestigingslink is verlopen. Vul het aanmeldformulier opnieuw in of neem contact met ons op.",
    );
    await expectNoAxeViolations(page);
  });
});

test.describe("prize draw confirmation", () => {
  test("the Dutch link confirms and promises notice by 7 September", async ({ page }) => {
    const links = await prizeDrawEntry("nl");
    await page.goto(links.nl ?? "");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expectOutcome(page, "Bevestiging deelname verloting", "Uiterlijk 7 september");
    await expectNoAxeViolations(page);
  });

  test("the English link, without /en, is an English page", async ({ page }) => {
    const links = await prizeDrawEntry("en");
    await page.goto(links.en ?? "");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Prize draw entry confirmation - Theater Amsterdam");
    await expectOutcome(page, "Prize draw entry confirmation", "by 7 September");
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expectNoAxeViolations(page);
    // The language switch keeps the token: the same (already confirmed) entry in Dutch.
    await page.getByRole("link", { name: "Nederlands" }).click();
    await expect(page).toHaveURL(/\/cultuurbank-bevestigen\?token=/);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expectOutcome(page, "Bevestiging deelname verloting", "Uiterlijk 7 september");
  });

  test("an expired link says so in both languages", async ({ page }) => {
    await page.goto("/cultuurbank-confirm?token=verlopen");
    await expectOutcome(
      page,
      "Prize draw entry confirmation",
      "Your confirmation link has expired. Please fill in the entry form again.",
    );
    await expectNoAxeViolations(page);
    await page.goto("/cultuurbank-bevestigen?token=verlopen");
    await expectOutcome(
      page,
      "Bevestiging deelname verloting",
      "Uw bevestigingslink is verlopen. Vul het aanmeldformulier opnieuw in.",
    );
  });
});

test.describe("link scanners", () => {
  test.use({
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  test("a bot sees a button and confirms nothing until it is pressed", async ({ page }) => {
    const links = await panelSignup();
    await page.goto(links.confirm ?? "");
    await expect(page.getByRole("button", { name: "Bevestigen" })).toBeVisible();
    await expect(page.getByText("Vóór 1 juli")).toHaveCount(0);
    await page.getByRole("button", { name: "Bevestigen" }).click();
    await expectOutcome(page, "Bevestiging aanmelding bezoekerspanel", "Vóór 1 juli");
  });
});

test.describe("premiere cancel page", () => {
  test("asks, takes a comment and thanks", async ({ page }) => {
    const links = await premiereSignup(1);
    const response = await page.goto(links.cancel ?? "");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page).toHaveTitle("Afmelden voor de première - Theater Amsterdam");
    await expect(
      page.getByText(`Weet u zeker dat u zich wilt afmelden voor ${PREMIERE}?`),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Opmerking (optioneel)").fill("Helaas ben ik verhinderd.");
    await page.getByRole("button", { name: "Afmelden" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Bedankt voor uw afmelding." }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Afmelden" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a refused cancellation says so and keeps the comment", async ({ page }) => {
    await page.goto(`/premiere-afmelden?ref=${forgedCancelRef()}`);
    await page.getByLabel("Opmerking (optioneel)").fill("Tot een volgende keer");
    await page.getByRole("button", { name: "Afmelden" }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Er is iets misgegaan. Probeer het later opnieuw." }),
    ).toBeVisible();
    await expect(page.getByLabel("Opmerking (optioneel)")).toHaveValue("Tot een volgende keer");
    await expectNoAxeViolations(page);
  });

  test("a bad ref shows the error state", async ({ page }) => {
    const response = await page.goto("/premiere-afmelden?ref=bm9uc2Vucw");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("Er is iets misgegaan.");
    await expect(page.getByRole("button", { name: "Afmelden" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto("/premiere-afmelden");
    await expect(page.getByRole("alert")).toHaveText("Er is iets misgegaan.");
  });
});
