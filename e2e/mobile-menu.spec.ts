import type { Page } from "@playwright/test";
import { hydrated } from "./support";
import { expect, test } from "./test";

// The menu on phones and tablets: a submenu opens on the click (never on the press), nothing moves
// between press and release, Escape closes the menu, and the search icon takes the menu's place.

const LOCALES = [
  { locale: "nl", home: "/", menu: "Menu", close: "Menu sluiten", search: "Zoeken" },
  { locale: "en", home: "/en", menu: "Menu", close: "Close menu", search: "Search" },
] as const;

/**
 * Records where the pressed submenu toggle is at the press and again when its click arrives: a
 * layout that moves in between sends the click elsewhere.
 */
async function watchPresses(page: Page) {
  await page.evaluate(() => {
    const moves: string[] = [];
    (window as unknown as { pressMoves: string[] }).pressMoves = moves;
    let pressed: { element: Element; top: number } | null = null;
    document.addEventListener(
      "pointerdown",
      (event) => {
        const toggle = (event.target as Element).closest(".main-menu__toggle");
        pressed = toggle ? { element: toggle, top: toggle.getBoundingClientRect().top } : null;
      },
      true,
    );
    const check = (type: string) => () => {
      if (!pressed) return;
      const top = pressed.element.getBoundingClientRect().top;
      if (Math.abs(top - pressed.top) > 0.5) moves.push(`${type}: ${pressed.top} → ${top}`);
    };
    // Focus moves at the press (mousedown); a reaction to it shows by the release.
    document.addEventListener("mouseup", check("mouseup"), true);
    document.addEventListener("click", check("click"), true);
  });
}

const pressMoves = (page: Page) =>
  page.evaluate(() => (window as unknown as { pressMoves: string[] }).pressMoves);

async function openMenu(page: Page, home: string, menu: string, touch: boolean) {
  await page.goto(home);
  await hydrated(page);
  const toggle = page.getByRole("button", { name: menu, exact: true });
  if (touch) await toggle.tap();
  else await toggle.click();
  await expect(page.locator("#main-menu")).toBeVisible();
}

for (const { locale, home, menu } of LOCALES) {
  for (const { width, height, touch } of [
    { width: 320, height: 568, touch: true },
    { width: 768, height: 1024, touch: true },
    { width: 375, height: 667, touch: false },
  ]) {
    const how = touch ? "a tap" : "a mouse click";
    test.describe(`${locale} at ${width} px with ${how}`, () => {
      test.use({ viewport: { width, height }, hasTouch: touch });

      test("the second submenu opens on its click, nothing moving under the pointer", async ({
        page,
      }) => {
        await openMenu(page, home, menu, touch);
        const toggles = page.locator("#main-menu .main-menu__toggle");
        expect(await toggles.count()).toBeGreaterThanOrEqual(2);
        const [first, second] = [toggles.nth(0), toggles.nth(1)];
        await watchPresses(page);
        if (touch) await first.tap();
        else await first.click();
        await expect(first).toHaveAttribute("aria-expanded", "true");
        await expect(page.locator(`#${await first.getAttribute("aria-controls")}`)).toBeVisible();

        if (touch) await second.tap();
        else await second.click();
        await expect(second).toHaveAttribute("aria-expanded", "true");
        await expect(page.locator(`#${await second.getAttribute("aria-controls")}`)).toBeVisible();
        await expect(first).toHaveAttribute("aria-expanded", "false");
        expect(await pressMoves(page)).toEqual([]);

        // And closes on a second click of its own.
        if (touch) await second.tap();
        else await second.click();
        await expect(second).toHaveAttribute("aria-expanded", "false");
      });
    });
  }

  test.describe(`${locale} on a phone`, () => {
    test.use({ viewport: { width: 375, height: 667 } });

    test("Escape closes the menu from inside it and puts focus back on its toggle", async ({
      page,
    }) => {
      await openMenu(page, home, menu, false);
      const toggle = page.locator(".site-header__menu-toggle");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.locator("#main-menu .main-menu__link").nth(1).focus();
      await page.keyboard.press("Escape");
      await expect(page.locator("#main-menu")).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAccessibleName(menu);

      // From an open submenu too, and from the toggle itself.
      await toggle.click();
      const submenuToggle = page.locator("#main-menu .main-menu__toggle").first();
      await submenuToggle.click();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await expect(page.locator("#main-menu")).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.press("Enter");
      await expect(page.locator("#main-menu")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.locator("#main-menu")).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  });
}

for (const { locale, home, menu, search } of LOCALES) {
  test.describe(`${locale} at 320 × 568`, () => {
    test.use({ viewport: { width: 320, height: 568 }, hasTouch: true });

    test("an open menu longer than the screen can be scrolled to its end", async ({ page }) => {
      await openMenu(page, home, menu, true);
      await page.locator("#main-menu .main-menu__toggle").nth(1).tap();
      // Scrolled down with a finger on the menu: the page first, and once the header sticks, the
      // rest of the menu must come up to the screen.
      await page.mouse.move(160, 400);
      await page.mouse.wheel(0, 2000);
      await expect(page.locator(".site-header.is-collapsed")).toBeAttached();
      await page.mouse.wheel(0, 2000);
      const last = page.locator(".site-header__nav a").last();
      await expect
        .poll(async () => {
          const box = await last.boundingBox();
          return box ? box.y + box.height : Number.POSITIVE_INFINITY;
        })
        .toBeLessThanOrEqual(568);
    });

    for (const scrolled of [false, true]) {
      test(`the search icon closes the open menu and shows the field${scrolled ? " (scrolled down in the menu)" : ""}`, async ({
        page,
      }) => {
        await openMenu(page, home, menu, true);
        if (scrolled) await page.mouse.wheel(0, 400);
        await page.locator(".site-header__search-toggle").tap();
        await expect(page.locator(".site-header__search-toggle")).toHaveAccessibleName(search);
        await expect(page.locator("#main-menu")).toBeHidden();
        await expect(page.locator(".site-header__menu-toggle")).toHaveAttribute(
          "aria-expanded",
          "false",
        );
        const field = page.locator("#site-search-q");
        await expect(field).toBeFocused();
        await expect(field).toBeInViewport({ ratio: 1 });
        // The menu toggle opens the menu again, in place of the search field.
        await page.getByRole("button", { name: menu, exact: true }).tap();
        await expect(page.locator("#main-menu")).toBeVisible();
        await expect(field).toBeHidden();
      });
    }
  });
}
