import { expectNoAxeViolations, hydrated, liveProductionDetails } from "./support";
import { expect, test } from "./test";

// What a phone visitor meets in the header: the service menu, closing on navigation, the
// flickering header, the sticky sales bar and the news list at 320 px, focus after navigation.
test.describe("the header on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [locale, home, menu, contact, contactPath] of [
    ["nl", "/", "Menu", "Contact", "/pagina/contact"],
    ["en", "/en", "Menu", "Contact", "/en/page/contact"],
  ] as const) {
    test(`${locale}: the menu holds the service links, closes on navigation, focus on the heading`, async ({
      page,
    }) => {
      await page.goto(home);
      // The toggle opens the menu by script.
      await hydrated(page);
      const toggle = page.locator(".site-header__menu-toggle");
      await expect(toggle).toHaveAccessibleName(menu);
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const link = page
        .locator(".site-header__nav")
        .getByRole("link", { name: contact, exact: true });
      await expect(link).toBeVisible();
      // The open menu is modal: the page behind it, with its <main> and <h1>, is inert.
      await expectNoAxeViolations(page, ["landmark-one-main", "page-has-heading-one"]);
      await link.click();
      await expect(page).toHaveURL(contactPath);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator(".site-header__nav")).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    });
  }

  test("the header collapses once on a slow scroll past 120 px, without flicker", async ({
    page,
  }) => {
    await page.goto("/agenda");
    const flips = await page.evaluate(async () => {
      const header = document.querySelector(".site-header");
      if (!header) throw new Error("no header");
      let count = 0;
      const observer = new MutationObserver(() => {
        count += 1;
      });
      observer.observe(header, { attributes: true, attributeFilter: ["class"] });
      for (let y = 90; y <= 170; y += 1) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
      }
      observer.disconnect();
      return count;
    });
    expect(flips).toBe(1);
  });
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ["/nieuws", "/en/news", "/agenda", "/voorstelling/de-grote-musical"]) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }

  test("the sticky sales bar shows the whole price", async ({ page }) => {
    await page.goto("/voorstelling/de-grote-musical");
    const bar = page.locator(".production-sales.is-stuck .production-sales__bar");
    // The bar sticks by script: scroll again until the page has hydrated and noticed.
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(bar).toBeVisible({ timeout: 500 });
    }).toPass();
    const price = bar.locator(".production-intro__price");
    const box = await price.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    expect(await price.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a dropdown opens on hover and on keyboard focus; Escape closes it", async ({ page }) => {
    await page.goto("/");
    const item = page.locator(".main-menu__item.has-children").first();
    const submenu = item.locator(".main-menu__submenu");
    await expect(submenu).toBeHidden();
    await item.locator(".main-menu__link").hover();
    await expect(submenu).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(submenu).toBeHidden();

    await item.locator(".main-menu__link").focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(submenu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(submenu).toBeHidden();
    await expect(item.locator(".main-menu__toggle")).toBeFocused();
  });

  test("the agenda's sticky month bar is opaque", async ({ page }) => {
    await page.goto("/agenda");
    const background = await page
      .locator(".agenda-nav")
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toMatch(/^rgb\(/);
  });

  test("tabs move with the arrow keys (WAI-ARIA tabs)", async ({ page }) => {
    await page.goto("/voorstelling/de-grote-musical");
    await liveProductionDetails(page);
    const tabs = page.locator(".tabs").first().getByRole("tab");
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  });
});
