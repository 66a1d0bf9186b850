// Issue 38.5: the open menu on a phone keeps the keyboard inside it. Tab and Shift+Tab cycle
// through the panel and the bar above it (its toggle, and the logo, language switch and search
// icon that stay in view and usable), the page behind it is inert while it is open, and Escape
// or the toggle close it with focus back on the toggle.
import type { Page } from "@playwright/test";
import { hydrated } from "./support";
import { expect, test } from "./test";

const CASES = [
  { locale: "nl", home: "/", open: "Menu", close: "Menu sluiten" },
  { locale: "en", home: "/en", open: "Menu", close: "Close menu" },
] as const;

/** Where focus is: inside the open panel, on its toggle, or elsewhere (with a description). */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "body";
    if (active.closest(".site-header__menu-toggle")) return "toggle";
    if (active.closest(".site-header__nav")) return "panel";
    if (active.closest(".site-header__bar")) return "bar";
    return `outside: ${active.tagName} ${active.className} ${active.textContent?.trim().slice(0, 30)}`;
  });

/** Whether the element (first match) is inside something inert. */
const isInert = (page: Page, selector: string) =>
  page.evaluate((css) => document.querySelector(css)?.closest("[inert]") != null, selector);

/** How many elements are inert (the page has some of its own: slides out of view). */
const inertCount = (page: Page) => page.locator("[inert]").count();

test.use({ viewport: { width: 375, height: 740 } });

for (const { locale, home, open, close } of CASES) {
  test.describe(locale, () => {
    test("Tab and Shift+Tab stay in the open menu, and what is behind it is inert", async ({
      page,
    }) => {
      await page.goto(home);
      await hydrated(page);
      const toggle = page.getByRole("button", { name: open, exact: true });
      await toggle.click();
      await expect(page.locator("#main-menu")).toBeVisible();
      for (const behind of ["main", "footer.site-footer", ".skip-link"])
        expect(await isInert(page, behind), behind).toBe(true);
      expect(await isInert(page, "#main-menu")).toBe(false);

      // More presses than the panel has stops: focus never leaves it (the issue saw it leave
      // after 13), and it comes round to the toggle again.
      const stops = await page
        .locator(".site-header__nav a:visible, .site-header__nav button:visible")
        .count();
      expect(stops).toBeGreaterThan(3);
      let sawToggleAgain = false;
      for (let i = 0; i < stops + 5; i++) {
        await page.keyboard.press("Tab");
        const place = await focusPlace(page);
        expect(place, `after ${i + 1} Tab presses`).toMatch(/^(panel|toggle|bar)$/);
        if (place === "toggle") sawToggleAgain = true;
      }
      expect(sawToggleAgain).toBe(true);

      // Shift+Tab from the header's first control goes to the panel's last, not to the page.
      await page.locator(".site-header__logo").focus();
      await page.keyboard.press("Shift+Tab");
      expect(await focusPlace(page)).toBe("panel");
      for (let i = 0; i < stops + 5; i++) {
        await page.keyboard.press("Shift+Tab");
        expect(await focusPlace(page), `after ${i + 1} Shift+Tab presses`).toMatch(
          /^(panel|toggle|bar)$/,
        );
      }
    });

    test("Escape closes the menu and returns focus to the toggle; the page is live again", async ({
      page,
    }) => {
      await page.goto(home);
      await hydrated(page);
      const before = await inertCount(page);
      await page.getByRole("button", { name: open, exact: true }).click();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await focusPlace(page)).toBe("panel");
      await page.keyboard.press("Escape");
      await expect(page.locator("#main-menu")).toBeHidden();
      const toggle = page.getByRole("button", { name: open, exact: true });
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator("[inert]")).toHaveCount(before);
      expect(await isInert(page, "main")).toBe(false);
    });

    test("the toggle closes the menu and keeps focus; Tab then reaches the page", async ({
      page,
    }) => {
      await page.goto(home);
      await hydrated(page);
      const before = await inertCount(page);
      await page.getByRole("button", { name: open, exact: true }).click();
      const closer = page.getByRole("button", { name: close, exact: true });
      await closer.focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("#main-menu")).toBeHidden();
      await expect(page.getByRole("button", { name: open, exact: true })).toBeFocused();
      await expect(page.locator("[inert]")).toHaveCount(before);
      await page.keyboard.press("Tab");
      expect(await focusPlace(page)).toMatch(/^outside/);
    });

    test("the search icon above the open menu still takes the menu's place", async ({ page }) => {
      await page.goto(home);
      await hydrated(page);
      await page.getByRole("button", { name: open, exact: true }).click();
      await page.locator(".site-header__search-toggle").click();
      await expect(page.locator("#main-menu")).toBeHidden();
      await expect(page.locator("#site-search-q")).toBeFocused();
      expect(await isInert(page, "main")).toBe(false);
    });
  });
}
