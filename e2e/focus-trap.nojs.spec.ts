// Issue 38.5 without JavaScript: the mobile menu works as before, a link to the panel that CSS
// opens (:target) and a link that closes it; no script is needed and nothing is made inert.
import { expect, test } from "./test";

test.use({ viewport: { width: 375, height: 740 } });

for (const { home, open, close } of [
  { home: "/", open: "Menu", close: "Menu sluiten" },
  { home: "/en", open: "Menu", close: "Close menu" },
]) {
  test(`${home}: the menu opens and closes by its links`, async ({ page }) => {
    await page.goto(home);
    await expect(page.locator("#main-menu")).toBeHidden();
    await page.getByRole("link", { name: open, exact: true }).click();
    await expect(page.locator("#main-menu")).toBeVisible();
    await expect(page.locator("[inert]")).toHaveCount(0);
    await page.getByRole("link", { name: close, exact: true }).click();
    await expect(page.locator("#main-menu")).toBeHidden();
  });
}
