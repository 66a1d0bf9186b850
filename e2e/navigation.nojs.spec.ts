import { expect, test } from "./test";

test.describe("without JavaScript", () => {
  test("pages render and menu links navigate", async ({ page }) => {
    await page.goto("/pagina/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(menu).toBeVisible();
    const link = menu.getByRole("link").first();
    const target = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test("dropdown children are reachable by keyboard focus", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/pagina/contact");
    const item = page.locator(".main-menu__item.has-children").first();
    const submenu = item.locator(".main-menu__submenu");
    await expect(submenu).toBeHidden();
    await item.locator(".main-menu__link").focus();
    await expect(submenu).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(submenu.getByRole("link").first()).toBeFocused();
  });

  test("the header search box is a GET form", async ({ page }) => {
    await page.goto("/pagina/contact");
    const box = page.getByRole("searchbox", { name: "Zoek op voorstelling, artiest of pagina" });
    await box.fill("notenkraker");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/zoeken\?q=notenkraker$/);
  });

  test("the language switch works", async ({ page }) => {
    await page.goto("/pagina/contact");
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/page\/contact$/);
  });

  test("an external redirect moves on after 2 s by meta refresh", async ({ page }) => {
    await page.route("https://example.org/**", (route) =>
      route.fulfill({ body: "<title>Extern</title>", contentType: "text/html" }),
    );
    await page.goto("/kaartjes-extern");
    await expect(page.getByText("U wordt doorgestuurd...")).toBeVisible();
    await page.waitForURL("https://example.org/**", { timeout: 5_000 });
  });

  test("FAQ questions open without JavaScript", async ({ page }) => {
    await page.goto("/en/page/faq");
    const question = page.locator(".faq-category[open] .faq-item > summary").first();
    await question.click();
    await expect(page.locator(".faq-category[open] .faq-item[open]")).toHaveCount(1);
  });
});
