import { expect, test } from "./test";

// Without JavaScript the header's toggles are links to their panel: on a phone the menu and the
// search field open with them, and what they open works.
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

for (const [locale, home, contact, contactPath, searchPath, close] of [
  ["nl", "/", "Contact", "/pagina/contact", /\/zoeken\?q=notenkraker$/, "Menu sluiten"],
  ["en", "/en", "Contact", "/en/page/contact", /\/en\/search\?q=notenkraker$/, "Close menu"],
] as const) {
  test(`${locale}: the menu toggle opens the menu and its links work`, async ({ page }) => {
    await page.goto(home);
    const nav = page.locator(".site-header__nav");
    await expect(nav).toBeHidden();
    await page.locator(".site-header__menu-toggle").tap();
    await expect(page.locator("#main-menu")).toBeVisible();
    await expect(page.locator("#site-search")).toBeHidden();
    // Without JavaScript the dropdowns cannot open: every link in them shows.
    await expect(page.locator("#main-menu .main-menu__submenu a").first()).toBeVisible();
    // The close link in the toggle's place closes it again.
    await page.getByRole("link", { name: close }).tap();
    await expect(nav).toBeHidden();
    await page.locator(".site-header__menu-toggle").tap();
    await nav.getByRole("link", { name: contact, exact: true }).tap();
    await expect(page).toHaveURL(contactPath);
    await expect(page.locator(".site-header__nav")).toBeHidden();
  });

  test(`${locale}: the search toggle opens a search field that searches`, async ({ page }) => {
    await page.goto(home);
    await page.locator(".site-header__search-toggle").tap();
    const field = page.locator("#site-search-q");
    await expect(field).toBeVisible();
    await expect(page.locator("#main-menu")).toBeHidden();
    await field.fill("Notenkraker");
    await field.press("Enter");
    await expect(page).toHaveURL(searchPath);
  });
}
