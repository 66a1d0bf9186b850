import type { Page } from "@playwright/test";
import { expect, test } from "./test";

// The header's toggles are on the first screen of a phone before the page's scripts have run
// (1–4 s on a mid-range phone). A tap then must not be lost: the toggle opens its panel without
// JavaScript and the hydrated page carries on from there.
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

/**
 * Opens `path` on a phone-speed CPU with the page's scripts held back, so every tap until
 * `hydrate()` meets the server's HTML only; `hydrate()` lets the scripts through and returns
 * once the page has hydrated.
 */
async function openBeforeHydration(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/build\/.+\.js(\?.*)?$/, async (route) => {
    await released;
    // The page may be gone when a failed test ends with the scripts still held.
    await route.continue().catch(() => {});
  });
  const loaded = page.goto(path);
  await expect(page.locator(".site-header__menu-toggle")).toBeVisible();
  expect(await page.evaluate(() => history.scrollRestoration)).toBe("auto");
  return {
    hydrate: async () => {
      release();
      await loaded;
      await expect(page.locator(".site-header[data-live]")).toBeAttached();
    },
  };
}

for (const [locale, home, searchPath, agenda, contact] of [
  ["nl", "/", /\/zoeken\?q=notenkraker$/, "/agenda", "/pagina/contact"],
  ["en", "/en", /\/en\/search\?q=notenkraker$/, "/en/calendar", "/en/page/contact"],
] as const) {
  test(`${locale}: the menu toggle tapped at first paint opens the menu`, async ({ page }) => {
    const { hydrate } = await openBeforeHydration(page, home);
    const nav = page.locator(".site-header__nav");
    await expect(nav).toBeHidden();
    await page.locator(".site-header__menu-toggle").tap();
    const menu = page.locator("#main-menu");
    await expect(menu).toBeVisible();
    await expect(menu.locator(`a[href="${agenda}"]`).first()).toBeVisible();
    await expect(nav.locator(`a[href="${contact}"]`)).toBeVisible();
    await expect(page.locator("#site-search")).toBeHidden();

    // Hydrated, the page keeps the menu open and the toggle closes it.
    await hydrate();
    const toggle = page.locator(".site-header__menu-toggle");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
  });

  test(`${locale}: the search toggle tapped at first paint opens a working search field`, async ({
    page,
  }) => {
    const { hydrate } = await openBeforeHydration(page, home);
    await page.locator(".site-header__search-toggle").tap();
    const field = page.locator("#site-search-q");
    await expect(field).toBeVisible();
    await expect(page.locator("#main-menu")).toBeHidden();

    // Hydrated, the field stays open and takes the focus the tap asked for.
    await hydrate();
    await expect(page.locator(".site-header__search-toggle")).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(field).toBeFocused();
    await field.fill("Notenkraker");
    await field.press("Enter");
    await expect(page).toHaveURL(searchPath);
  });
}

test("hydrated, the toggles are buttons: Space and Enter open and close, the address stays", async ({
  page,
}) => {
  await page.goto("/pagina/contact");
  await page.getByRole("button", { name: "Menu", exact: true }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();
  const close = page.getByRole("button", { name: "Menu sluiten" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  await expect(close).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeHidden();
  await page.getByRole("button", { name: "Zoeken", exact: true }).press("Space");
  await expect(page.getByRole("searchbox", { name: "Zoek op voorstelling" })).toBeFocused();
  expect(new URL(page.url()).hash).toBe("");
});

for (const [path, controls] of [
  ["/", ".home-slider__controls"],
  ["/pagina/over-ons", ".page-header__controls"],
] as const) {
  test(`${path}: buttons that need JavaScript stay out of sight until they work`, async ({
    page,
  }) => {
    const { hydrate } = await openBeforeHydration(page, path);
    const buttons = page.locator(`${controls} button`);
    await expect(buttons.first()).toBeAttached();
    await expect(buttons.first()).toBeHidden();
    const before = await page.locator(controls).boundingBox();
    await hydrate();
    await expect(buttons.first()).toBeVisible();
    // They kept their place: showing them moves nothing.
    expect(await page.locator(controls).boundingBox()).toEqual(before);
  });
}
