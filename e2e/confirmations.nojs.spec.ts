import { confirmationsOf, newsletterMail, tokenOf } from "./confirmation-links";
import {
  forgedCancelRef,
  PREMIERE,
  panelSignup,
  premiereSignup,
  prizeDrawEntry,
} from "./form-services";
import { expect, test } from "./test";

// axe needs scripts in the page; the same pages are checked with JS in confirmations.spec.ts.
// Without JS the link shows the button (a plain form POST), which spends nothing until pressed;
// the press answers in the HTML: no 'Laden...', no button, one call.
const LOADING = /^(Laden|Loading)\.\.\.$/;
const BUTTON = /^(Bevestigen|Confirm)$/;

test("every confirmation link shows the button; the press answers after exactly one call", async ({
  page,
}) => {
  const premiere = await premiereSignup(3);
  const panel = await panelSignup();
  const draw = await prizeDrawEntry("en");
  const subscribe = await newsletterMail("subscribe");
  const unsubscribe = await newsletterMail("unsubscribe");
  for (const [path, text] of [
    [premiere.confirm ?? "", "Bedankt voor uw aanmelding."],
    [panel.confirm ?? "", "Vóór 1 juli hoort u meer van ons."],
    [draw.en ?? "", "We will let you know by 7 September"],
    [draw.nl ?? "", "Uiterlijk 7 september"],
    [subscribe.nl, "Uw aanmelding is bevestigd."],
    [unsubscribe.en, "Your unsubscription has been confirmed."],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(LOADING)).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: text }), path).toHaveCount(0);
    await page.getByRole("button", { name: BUTTON }).click();
    await expect(page.getByRole("status").filter({ hasText: text }), path).toBeVisible();
    await expect(page.getByText(LOADING)).toHaveCount(0);
    await expect(page.getByRole("button", { name: BUTTON })).toHaveCount(0);
  }
  // The prize draw's two links share a token: the second press is answered without a call.
  for (const path of [premiere.confirm, panel.confirm, draw.en, subscribe.nl, unsubscribe.en]) {
    expect(await confirmationsOf(tokenOf(path ?? "")), path).toHaveLength(1);
  }
});

test("opening a link spends nothing; a reload of the answer and a replayed POST send nothing more", async ({
  page,
  baseURL,
}) => {
  const subscribe = await newsletterMail("subscribe");
  const panel = await panelSignup();
  for (const path of [subscribe.nl, panel.confirm ?? ""]) {
    await page.goto(path);
    await page.goto(path);
    expect(await confirmationsOf(tokenOf(path)), path).toEqual([]);
    await page.getByRole("button", { name: BUTTON }).click();
    await expect(page.getByRole("button", { name: BUTTON })).toHaveCount(0);
    // The button's POST, as a stale tab or a replay would send it.
    const pressed = await page.request.post(path, { form: {}, headers: { origin: baseURL ?? "" } });
    expect(pressed.status(), path).toBe(200);
    expect(await confirmationsOf(tokenOf(path)), path).toHaveLength(1);
  }
});

test("an expired link says so in the page after the press", async ({ page }) => {
  await page.goto("/panel-bevestigen?token=verlopen&action=signup");
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(
    page.getByText("Uw bevestigingslink is verlopen. Vul het aanmeldformulier opnieuw in"),
  ).toBeVisible();
  await page.goto("/bevestigen?actie=nieuwsbrief-aanmelden&token=verlopen");
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page.getByText("Deze bevestigingslink is niet meer geldig.")).toBeVisible();
});

test("newsletter: the other language's action is not found; the switch maps it", async ({
  page,
}) => {
  const links = await newsletterMail("subscribe");
  const token = tokenOf(links.nl);
  for (const path of [
    `/bevestigen?actie=newsletter-subscribe&token=${token}`,
    `/en/confirm?action=nieuwsbrief-aanmelden&token=${token}`,
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
  expect(await confirmationsOf(token)).toEqual([]);
  await page.goto(links.nl);
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(`/en/confirm?action=newsletter-subscribe&token=${token}`);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Your subscription has been confirmed.")).toBeVisible();
  expect(await confirmationsOf(token)).toHaveLength(1);
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

test("premiere cancel: a refused cancellation says the link is not valid, keeps the comment", async ({
  page,
}) => {
  await page.goto(`/premiere-afmelden?ref=${forgedCancelRef()}`);
  await page.getByLabel("Opmerking (optioneel)").fill("Tot ziens");
  await page.getByRole("button", { name: "Afmelden" }).click();
  await expect(page.getByText(/^Deze afmeldlink is niet geldig\./)).toBeVisible();
  await expect(page.getByText(/Probeer het later opnieuw/)).toHaveCount(0);
  await expect(page.getByLabel("Opmerking (optioneel)")).toHaveValue("Tot ziens");
});

test("premiere cancel: a name the CMS does not publish is never shown", async ({ page }) => {
  await page.goto(`/premiere-afmelden?ref=${forgedCancelRef("Bel 0900-1234 voor uw geld")}`);
  await expect(
    page.getByText("Weet u zeker dat u zich wilt afmelden voor de première?"),
  ).toBeVisible();
  expect(await page.content()).not.toContain("0900-1234");
});

test("premiere cancel: a bad ref shows the error state", async ({ page }) => {
  await page.goto("/premiere-afmelden?ref=!!");
  await expect(page.getByText("Er is iets misgegaan.")).toBeVisible();
});
