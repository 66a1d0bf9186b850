import type { Page } from "@playwright/test";
import { expectNoAxeViolations, liveProductionDetails } from "./support";
import { expect, test } from "./test";

// The promoted-musical layout (forms spec §2.4) on the demo's pages (mocks/fixtures/promoted-musical.ts).
const MUSICAL = { nl: "/voorstelling/de-grote-musical", en: "/en/show/de-grote-musical" };
const PREMIERE = {
  nl: "/voorstelling/premiere-de-grote-musical",
  en: "/en/show/de-grote-musical-premiere",
};
const LOTTERY = {
  nl: "/voorstelling/de-grote-musical-mythical-monday-lottery",
  en: "/en/show/de-grote-musical-mythical-monday-lottery",
};
const FRIENDS = "/voorstelling/premiere-de-grote-musical-vrienden";
const SIGN_UP = {
  nl: "/voorstelling/inschrijving-open-repetitie",
  en: "/en/show/registration-open-rehearsal",
};

const article = (page: Page) => page.locator("article.production-page");

const TEXTS = {
  nl: {
    cast: "Cast en makers",
    tabs: ["Cast", "Makers"],
    faq: "Veelgestelde vragen",
    choose: "Kies uw voorstelling",
    premiere: "Première De Grote Musical",
    book: "Reserveer",
    lottery: "Schrijf u in voor de wachtlijst en loterij (opent in een nieuw tabblad)",
    readMore: "Lees meer",
  },
  en: {
    cast: "Cast and creative team",
    tabs: ["Cast", "Creative team"],
    faq: "Frequently asked questions",
    choose: "Choose your performance",
    premiere: "De Grote Musical – Premiere",
    book: "Book",
    lottery: "Join the waiting list and lottery (opens in a new tab)",
    readMore: "Read more",
  },
} as const;

for (const locale of ["nl", "en"] as const) {
  const t = TEXTS[locale];

  test.describe(`promoted musical (${locale})`, () => {
    test("the musical's page: open description, person groups by tab, banner cards, FAQ", async ({
      page,
    }) => {
      await page.goto(MUSICAL[locale]);
      await expect(article(page)).toHaveClass(/production-page--promoted/);
      await expect(page.locator(".production-description__more")).toBeVisible();
      await liveProductionDetails(page);
      const tabs = page.getByRole("tablist", { name: t.cast }).getByRole("tab");
      await expect(tabs).toHaveText([...t.tabs]);
      // No two tabs on the page share a name (a credits tab beside the creative team's).
      const names = (await page.getByRole("tab").allTextContents()).map((n) => n.trim());
      expect(new Set(names).size).toBe(names.length);
      // The cast has eight persons: the 'many' styling; the makers five.
      const castPanel = page.locator("#personen-panel-0");
      await expect(castPanel.locator(".person-group")).toHaveClass(/\bmany\b/);
      await tabs.nth(1).click();
      await expect(page.locator("#personen-panel-1")).toBeVisible();
      await expect(castPanel).toBeHidden();
      await expect(page.locator("#personen-panel-1 .person-group")).not.toHaveClass(/\bmany\b/);
      // Eight banners with button text (the ninth has none and is dropped): 'many'.
      await expect(page.locator(".banner")).toHaveCount(8);
      await expect(page.locator(".banners")).toHaveClass(/\bmany\b/);
      await expect(page.getByRole("heading", { name: t.faq })).toBeVisible();
      // The date picker stays on the musical's own page.
      await expect(page.locator(".play-dates")).toHaveCount(1);
      await expectNoAxeViolations(page);
    });

    test("the premiere page: a sales button per performance and no date picker", async ({
      page,
    }) => {
      await page.goto(PREMIERE[locale]);
      await expect(article(page)).toHaveClass(/production-page--promoted/);
      await expect(page.locator(".play-dates")).toHaveCount(0);
      await expect(page.locator(".calendar, .play-dates__months")).toHaveCount(0);
      const section = page.getByRole("region", { name: t.choose });
      const buttons = section.getByRole("link", {
        name: new RegExp(`^${t.book} – ${t.premiere}, .+ 19:30`),
      });
      await expect(buttons).toHaveCount(2);
      const hrefs = await buttons.evaluateAll((links) =>
        links.map((link) => link.getAttribute("href")),
      );
      // The premiere itself is sold by phone (call_us), the second evening in the ticket shop.
      expect(hrefs[0]).toMatch(/^tel:/);
      expect(hrefs[1]).toMatch(/^https:\/\/tickets\.theater-amsterdam\.example\/.+/);
      // The heading's button leads to them.
      await page.locator(".production-sales .sales-button").click();
      await expect(page.locator("#speeldata")).toBeInViewport();
      await expectNoAxeViolations(page);
    });

    test("the lottery page: the waiting-list/lottery button instead of the date picker", async ({
      page,
    }) => {
      await page.goto(LOTTERY[locale]);
      await expect(page.locator(".play-dates")).toHaveCount(0);
      const lottery = page.getByRole("link", { name: t.lottery, exact: true });
      await expect(lottery).toHaveAttribute("href", new RegExp(`\\?lang=${locale}$`));
      await expect(lottery).toHaveAttribute("target", "_blank");
      await expect(lottery).toHaveAttribute("rel", /\bnoopener\b/);
      await expectNoAxeViolations(page);
    });

    test("the sign-up page keeps the regular layout", async ({ page }) => {
      await page.goto(SIGN_UP[locale]);
      await expect(article(page)).not.toHaveClass(/production-page--promoted/);
      await expect(page.locator(".production-description__more")).toBeHidden();
      await expect(page.getByRole("link", { name: t.readMore })).toBeVisible();
      await expect(page.locator(".play-dates")).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("promoted musical", () => {
  test("links to shows in its banners load the show as a new document", async ({ page }) => {
    await page.goto(MUSICAL.nl);
    const premiere = page.getByRole("link", { name: "Naar de première" });
    await expect(premiere).toHaveAttribute("href", PREMIERE.nl);
    // An `internal` link to a show, plain as well (a plain anchor, no client-side routing).
    await expect(page.getByRole("link", { name: "Schrijf u in" })).toHaveAttribute(
      "href",
      SIGN_UP.nl,
    );
    const documentLoad = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().endsWith(PREMIERE.nl),
    );
    await premiere.click();
    await documentLoad;
    await expect(page).toHaveURL(new RegExp(`${PREMIERE.nl}$`));
    // Other banners stay ordinary site links.
    await page.goto(MUSICAL.nl);
    await expect(page.getByRole("link", { name: "Groepsreserveringen" })).toHaveAttribute(
      "href",
      "/pagina/zakelijk",
    );
  });

  test("a premiere page excluded from deeplinks keeps the date list", async ({ page }) => {
    await page.goto(FRIENDS);
    await expect(article(page)).toHaveClass(/production-page--promoted/);
    await expect(page.locator(".play-dates .play-date").first()).toBeVisible();
    await expect(page.locator(".event-sales")).toHaveCount(0);
  });

  test("#speeldata and #start-of-page scroll to their section on load", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${MUSICAL.nl}#speeldata`);
    await expect(page.locator("#speeldata")).toBeInViewport();
    await page.goto(`${PREMIERE.en}#speeldata`);
    await expect(page.locator("#speeldata")).toBeInViewport();
    await page.goto(`${LOTTERY.nl}#start-of-page`);
    // The heading sits below the header image: landing on it means the page scrolled.
    await expect(page.locator("#start-of-page")).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});
