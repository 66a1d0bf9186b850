import { expect, test } from "./test";

// The promoted-musical layout without JavaScript: the server draws every state, tabs are links.
const MUSICAL = "/voorstelling/de-grote-musical";
const PREMIERE_EN = "/en/show/de-grote-musical-premiere";
const LOTTERY = {
  nl: "/voorstelling/de-grote-musical-mythical-monday-lottery",
  en: "/en/show/de-grote-musical-mythical-monday-lottery",
};

test.describe("promoted musical without JavaScript", () => {
  test("the description is open and the person-group tabs are links the server answers", async ({
    page,
  }) => {
    await page.goto(MUSICAL);
    await expect(page.locator(".production-description__more")).toBeVisible();
    await expect(page.locator("#personen-panel-0")).toBeVisible();
    await expect(page.locator("#personen-panel-1")).toBeHidden();
    const makers = page.getByRole("navigation", { name: "Cast en makers" }).getByRole("link", {
      name: "Makers",
    });
    await makers.click();
    await expect(page).toHaveURL(/\?groep=1#personen$/);
    await expect(page.locator("#personen-panel-1")).toBeVisible();
    await expect(page.locator("#personen-panel-0")).toBeHidden();
    await expect(makers).toHaveAttribute("aria-current", "true");
  });

  test("'Lees minder' closes the description that starts open, and 'Lees meer' opens it", async ({
    page,
  }) => {
    await page.goto(MUSICAL);
    const more = page.locator(".production-description__more");
    await expect(more).toBeVisible();
    await page.getByRole("link", { name: "Lees minder" }).click();
    await expect(page).toHaveURL(/\?beschrijving=kort#beschrijving$/);
    await expect(more).toBeHidden();
    await page.getByRole("link", { name: "Lees meer" }).click();
    await expect(more).toBeVisible();
  });

  test("a banner's show link is a plain link", async ({ page }) => {
    await page.goto(MUSICAL);
    await page.getByRole("link", { name: "Naar de première" }).click();
    await expect(page).toHaveURL(/\/voorstelling\/premiere-de-grote-musical$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Première De Grote Musical");
  });

  test("the premiere page's per-event buttons and the #speeldata anchor", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${PREMIERE_EN}#speeldata`);
    // The browser's own anchor jump: the id is in the server's HTML.
    await expect(page.locator("#speeldata")).toBeInViewport();
    await expect(
      page
        .getByRole("region", { name: "Choose your performance" })
        .getByRole("link", { name: /^Book – De Grote Musical – Premiere, / }),
    ).toHaveCount(2);
    await expect(page.locator(".play-dates")).toHaveCount(0);
  });

  for (const locale of ["nl", "en"] as const) {
    test(`the lottery button carries the language (${locale})`, async ({ page }) => {
      await page.goto(LOTTERY[locale]);
      const lottery = page.locator(".lottery__button");
      await expect(lottery).toHaveAttribute("href", new RegExp(`^https://.+\\?lang=${locale}$`));
      await expect(lottery).toHaveAttribute("target", "_blank");
      await expect(page.locator(".play-dates")).toHaveCount(0);
    });
  }
});
