import type { Page } from "@playwright/test";
import {
  CHROME_AGENT,
  confirmationsOf,
  GOOGLEBOT_AGENT,
  newsletterMail,
  rawRequest,
  tokenOf,
} from "./confirmation-links";
import {
  forgedCancelRef,
  PREMIERE,
  panelSignup,
  premiereSignup,
  prizeDrawEntry,
} from "./form-services";
import { expectNoAxeViolations, hydrated } from "./support";
import { expect, test } from "./test";

// Opening a confirmation link never spends its token, whoever opens it (decision 0024): the page
// shows a button, and the person's press (a POST) confirms, with exactly one call.

async function expectOutcome(page: Page, heading: string, text: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
  await expect(page.getByText(/^(Laden|Loading)\.\.\.$/)).toHaveCount(0);
}

/** Opens the link: the button, nothing spent; presses it: the answer, focused, one call. */
async function openAndPress(page: Page, path: string, heading: string, text: string) {
  const button = page.getByRole("button", { name: /^(Bevestigen|Confirm)$/ });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(button).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: text })).toHaveCount(0);
  await hydrated(page);
  expect(await confirmationsOf(tokenOf(path)), path).toEqual([]);
  await button.click();
  await expectOutcome(page, heading, text);
  await expect(page.locator(".confirm-page__outcome")).toBeFocused();
  await expect(button).toHaveCount(0);
  expect(await confirmationsOf(tokenOf(path)), path).toHaveLength(1);
}

test.describe("premiere confirmation", () => {
  test("a sign-up link asks for the press, then thanks for the sign-up, in the site's layout", async ({
    page,
  }) => {
    const links = await premiereSignup(2);
    const response = await page.goto(links.confirm ?? "");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page).toHaveTitle("Bevestiging première - Theater Amsterdam");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // The menus and footer come from the CMS, not the bare fallback.
    await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Kaartverkoop" })).toBeVisible();
    await expect(page.getByText("Klik op de knop om uw verzoek te bevestigen.")).toBeVisible();
    await expectNoAxeViolations(page);
    await openAndPress(
      page,
      links.confirm ?? "",
      "Bevestiging première",
      "Bedankt voor uw aanmelding.",
    );
    await expectNoAxeViolations(page);
  });

  test("a link of someone who cannot come thanks for the cancellation", async ({ page }) => {
    const links = await premiereSignup(0);
    expect(links.confirm).toContain("action=cancel");
    await openAndPress(
      page,
      links.confirm ?? "",
      "Bevestiging première",
      "Bedankt voor uw afmelding.",
    );
  });

  test("an expired link says so", async ({ page }) => {
    await page.goto("/premiere-bevestigen?token=verlopen&action=signup");
    await page.getByRole("button", { name: "Bevestigen" }).click();
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
    await openAndPress(
      page,
      links.confirm ?? "",
      "Bevestiging aanmelding bezoekerspanel",
      "Vóór 1 juli",
    );
    await expectNoAxeViolations(page);
  });

  test("an expired link says so", async ({ page }) => {
    await page.goto("/panel-bevestigen?token=verlopen&action=signup");
    await page.getByRole("button", { name: "Bevestigen" }).click();
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
    await openAndPress(
      page,
      links.nl ?? "",
      "Bevestiging deelname verloting",
      "Uiterlijk 7 september",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expectNoAxeViolations(page);
  });

  test("the English link, without /en, is an English page", async ({ page }) => {
    const links = await prizeDrawEntry("en");
    await openAndPress(page, links.en ?? "", "Prize draw entry confirmation", "by 7 September");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Prize draw entry confirmation - Theater Amsterdam");
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expectNoAxeViolations(page);
    // The language switch keeps the token: the same (already confirmed) entry in Dutch, whose
    // press is answered without a second call.
    await page.getByRole("link", { name: "Nederlands" }).click();
    await expect(page).toHaveURL(/\/cultuurbank-bevestigen\?token=/);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await page.getByRole("button", { name: "Bevestigen" }).click();
    await expectOutcome(page, "Bevestiging deelname verloting", "Uiterlijk 7 september");
    expect(await confirmationsOf(tokenOf(links.en ?? ""))).toHaveLength(1);
  });

  test("an expired link says so in both languages", async ({ page }) => {
    await page.goto("/cultuurbank-confirm?token=verlopen");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expectOutcome(
      page,
      "Prize draw entry confirmation",
      "Your confirmation link has expired. Please fill in the entry form again.",
    );
    await expectNoAxeViolations(page);
    await page.goto("/cultuurbank-bevestigen?token=verlopen");
    await page.getByRole("button", { name: "Bevestigen" }).click();
    await expectOutcome(
      page,
      "Bevestiging deelname verloting",
      "Uw bevestigingslink is verlopen. Vul het aanmeldformulier opnieuw in.",
    );
  });
});

/** One link of each of the five confirmation routes, fresh (never confirmed). */
async function freshLinks() {
  const [premiere, panel, draw, subscribe, unsubscribe] = await Promise.all([
    premiereSignup(2),
    panelSignup(),
    prizeDrawEntry("en"),
    newsletterMail("subscribe"),
    newsletterMail("unsubscribe"),
  ]);
  return [
    { path: premiere.confirm ?? "", button: "Bevestigen" },
    { path: panel.confirm ?? "", button: "Bevestigen" },
    { path: draw.nl ?? "", button: "Bevestigen" },
    { path: draw.en ?? "", button: "Confirm" },
    { path: subscribe.nl, button: "Bevestigen" },
    { path: unsubscribe.en, button: "Confirm" },
  ];
}

test.describe("link scanners", () => {
  test("HEAD and GET with Chrome's User-Agent, none, an unknown one or a crawler's confirm nothing", async ({
    baseURL,
  }) => {
    const links = await freshLinks();
    for (const agent of [CHROME_AGENT, null, "curl/8.5.0", "Java/17.0.2", GOOGLEBOT_AGENT]) {
      for (const { path, button } of links) {
        const headers: Record<string, string> = agent === null ? {} : { "user-agent": agent };
        const head = await rawRequest(baseURL ?? "", path, { method: "HEAD", headers });
        expect(head.status, `HEAD ${agent} ${path}`).toBe(200);
        const answer = await rawRequest(baseURL ?? "", path, { headers });
        // What the page shows, without the scripts (which carry every text of the site).
        const shown = answer.body.replace(/<script[\s\S]*?<\/script>/g, "");
        expect(answer.status, `${agent} ${path}`).toBe(200);
        expect(shown.includes(`>${button}</button>`), `${agent} ${path}`).toBe(true);
        expect(/Laden\.\.\.|Loading\.\.\./.test(shown), `${agent} ${path}`).toBe(false);
      }
    }
    for (const { path } of links) expect(await confirmationsOf(tokenOf(path)), path).toEqual([]);
  });

  test("a browser that opens the link, runs its scripts and waits confirms nothing", async ({
    page,
  }) => {
    const links = await freshLinks();
    for (const { path, button } of links) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("button", { name: button })).toBeVisible();
    }
    for (const { path } of links) expect(await confirmationsOf(tokenOf(path)), path).toEqual([]);
  });

  test.describe("a crawler in a browser", () => {
    test.use({ userAgent: GOOGLEBOT_AGENT });

    test("the English newsletter link: a button, then the answer in English", async ({ page }) => {
      const links = await newsletterMail("unsubscribe");
      await openAndPress(
        page,
        links.en,
        "Newsletter unsubscribe confirmation",
        "Your unsubscription has been confirmed.",
      );
    });
  });
});

test.describe("a person's press", () => {
  test("the answer replaces the button after exactly one call, however often it is pressed", async ({
    page,
  }) => {
    for (const [path, heading, text] of [
      [
        (await newsletterMail("subscribe")).nl,
        "Bevestiging aanmelding nieuwsbrief",
        "Uw aanmelding is bevestigd.",
      ],
      [
        (await newsletterMail("subscribe")).en,
        "Newsletter subscribe confirmation",
        "Your subscription has been confirmed.",
      ],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await page.getByRole("button", { name: /^(Bevestigen|Confirm)$/ }).dblclick();
      await expectOutcome(page, heading, text);
      await page.waitForLoadState("networkidle");
      // A reload re-opens the page (the button again); its press is answered without a call.
      await page.reload();
      await page.getByRole("button", { name: /^(Bevestigen|Confirm)$/ }).click();
      await expectOutcome(page, heading, text);
      expect(await confirmationsOf(tokenOf(path)), path).toHaveLength(1);
    }
  });
});

test.describe("newsletter links in two languages", () => {
  test("the other language's action on a route is the not-found screen", async ({ page }) => {
    const links = await newsletterMail("subscribe");
    const token = tokenOf(links.nl);
    for (const path of [
      `/bevestigen?actie=newsletter-subscribe&token=${token}`,
      `/bevestigen?actie=newsletter-unsubscribe&token=${token}`,
      `/en/confirm?action=nieuwsbrief-aanmelden&token=${token}`,
      `/en/confirm?action=nieuwsbrief-afmelden&token=${token}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    expect(await confirmationsOf(token)).toEqual([]);
  });

  test("the language switch carries the other language's action", async ({ page }) => {
    const links = await newsletterMail("unsubscribe");
    const token = tokenOf(links.nl);
    await openAndPress(
      page,
      links.nl,
      "Bevestiging afmelding nieuwsbrief",
      "Uw afmelding is bevestigd.",
    );
    const english = page.getByRole("link", { name: "English" });
    await expect(english).toHaveAttribute(
      "href",
      `/en/confirm?action=newsletter-unsubscribe&token=${token}`,
    );
    await english.click();
    await expect(page).toHaveURL(/\/en\/confirm\?action=newsletter-unsubscribe&token=/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Newsletter unsubscribe confirmation" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expectOutcome(
      page,
      "Newsletter unsubscribe confirmation",
      "Your unsubscription has been confirmed.",
    );
    // The token was spent once, by the first press.
    expect(await confirmationsOf(token)).toHaveLength(1);
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
    const thanks = page.getByRole("status").filter({ hasText: "Bedankt voor uw afmelding." });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page.getByRole("button", { name: "Afmelden" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a refused cancellation says the link is not valid and keeps the comment", async ({
    page,
  }) => {
    await page.goto(`/premiere-afmelden?ref=${forgedCancelRef()}`);
    await page.getByLabel("Opmerking (optioneel)").fill("Tot een volgende keer");
    await page.getByRole("button", { name: "Afmelden" }).click();
    const failure = page.getByRole("alert").filter({
      hasText:
        "Deze afmeldlink is niet geldig. Gebruik de link uit uw bevestigingsmail of neem contact met ons op.",
    });
    await expect(failure).toBeVisible();
    await expect(failure).toBeFocused();
    await expect(page.getByLabel("Opmerking (optioneel)")).toHaveValue("Tot een volgende keer");
    await expectNoAxeViolations(page);
  });

  test("never shows a premiere name the CMS does not publish", async ({ page }) => {
    const injected = "Bel 0900-1234 om uw geld terug te krijgen";
    await page.goto(`/premiere-afmelden?ref=${forgedCancelRef(injected)}`);
    await expect(
      page.getByText("Weet u zeker dat u zich wilt afmelden voor de première?"),
    ).toBeVisible();
    expect(await page.content()).not.toContain("0900-1234");
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
