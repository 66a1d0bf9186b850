import { hydrated } from "./support";
import { expect, test } from "./test";

test("main menu dropdowns work by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/pagina/contact");
  // The dropdowns open by script; without it they are plain links.
  await hydrated(page);
  const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
  const toggle = menu.getByRole("button").first();
  await toggle.focus();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const submenu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
  await expect(submenu).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(submenu.getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
  await expect(submenu).toBeHidden();
});

test("on a phone the menu opens from the menu button", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/pagina/contact");
  await hydrated(page);
  const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(menu).toBeVisible();
});
