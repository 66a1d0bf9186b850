import {
  forgedCancelRef,
  PREMIERE,
  panelSignup,
  premiereSignup,
  prizeDrawEntry,
} from "./form-services";
import { expect, test } from "./test";

// axe needs scripts in the page; the same pages are checked with JS in confirmations.spec.ts.
// Without JS the streamed answer cannot replace 'Laden...': a person confirms by a POST.
test("premiere: the link shows a button that confirms the sign-up", async ({ page }) => {
  const links = await premiereSignup(3);
  await page.goto(links.confirm ?? "");
  await expect(page.getByText("Laden...")).toBeVisible();
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page.getByText("Bedankt voor uw aanmelding.")).toBeVisible();
});

test("panel: an expired link says so after the button", async ({ page }) => {
  await page.goto("/panel-bevestigen?token=verlopen&action=signup");
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(
    page.getByText("Uw bevestigingslink is verlopen. Vul het aanmeldformulier opnieuw in"),
  ).toBeVisible();
});

test("panel: a sign-up link confirms by the button", async ({ page }) => {
  const links = await panelSignup();
  await page.goto(links.confirm ?? "");
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page.getByText("Vóór 1 juli hoort u meer van ons.")).toBeVisible();
});

test("prize draw: the English link confirms in English", async ({ page }) => {
  const links = await prizeDrawEntry("en");
  await page.goto(links.en ?? "");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Loading...")).toBeVisible();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("We will let you know by 7 September")).toBeVisible();
});

test("prize draw: the Dutch link confirms in Dutch", async ({ page }) => {
  const links = await prizeDrawEntry("nl");
  await page.goto(links.nl ?? "");
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page.getByText("Uiterlijk 7 september")).toBeVisible();
});

test("premiere cancel: a plain POST cancels and thanks", async ({ page }) => {
  const links = await premiereSignup(2);
  await page.goto(links.cancel ?? "");
  await expect(
    page.getByText(`Weet u zeker dat u zich wilt afmelden voor ${PREMIERE}?`),
  ).toBeVisible();
  await page.getByLabel("Opmerking (optioneel)").fill("Helaas verhinderd");
  await page.getByRole("button", { name: "Afmelden" }).click();
  await expect(page.getByText("Bedankt voor uw afmelding.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Afmelden" })).toHaveCount(0);
});

test("premiere cancel: a refused cancellation keeps the comment", async ({ page }) => {
  await page.goto(`/premiere-afmelden?ref=${forgedCancelRef()}`);
  await page.getByLabel("Opmerking (optioneel)").fill("Tot ziens");
  await page.getByRole("button", { name: "Afmelden" }).click();
  await expect(page.getByText("Er is iets misgegaan. Probeer het later opnieuw.")).toBeVisible();
  await expect(page.getByLabel("Opmerking (optioneel)")).toHaveValue("Tot ziens");
});

test("premiere cancel: a bad ref shows the error state", async ({ page }) => {
  await page.goto("/premiere-afmelden?ref=!!");
  await expect(page.getByText("Er is iets misgegaan.")).toBeVisible();
});
