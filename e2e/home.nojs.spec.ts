import { expect, test } from "./test";

test.describe("home page without JavaScript", () => {
  test("calendar day links render the chosen day", async ({ page }) => {
    await page.goto("/");
    const calendar = page.locator("#home-calendar");
    const links = calendar.locator("table a");
    const others = links.and(page.locator(":not([aria-current])"));
    const target = others.last();
    const href = (await target.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/\?dag=\d{4}-\d{2}-\d{2}#home-calendar$/);
    const date = (await target.textContent())?.replace(/^\d+/, "").split(":")[0]?.trim() ?? "";
    await target.click();
    await expect(page).toHaveURL(new RegExp(`\\?dag=${href.slice(6, 16)}#home-calendar$`));
    await expect(calendar.locator(`table a[href="${href}"]`)).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(calendar.locator(".home-calendar__when")).toContainText(date);
  });

  test("month and item links are answered by the server", async ({ page }) => {
    await page.goto("/en");
    const calendar = page.locator("#home-calendar");
    const month = calendar.locator("#home-calendar-month");
    const first = await month.textContent();
    await calendar.getByRole("link", { name: /^Next month/ }).click();
    await expect(page).toHaveURL(/\/en\?month=\d{4}-\d{2}#home-calendar$/);
    await expect(month).not.toHaveText(first ?? "");
    await expect(calendar.locator("table a").first()).toBeVisible();

    const busy = calendar.locator("table a").filter({ hasText: /[2-9] shows$/ });
    if ((await busy.count()) === 0) return;
    await busy.first().click();
    await calendar.getByRole("link", { name: "Next show on this day" }).click();
    await expect(page).toHaveURL(/&item=1#home-calendar$/);
    await expect(calendar.getByRole("status")).toContainText(/Show 2 of \d/);
  });

  test("the slider shows every slide without controls; the search is a GET form", async ({
    page,
  }) => {
    await page.goto("/");
    const slider = page.getByRole("region", { name: "Uitgelichte voorstellingen" });
    await expect(slider.locator(".home-slider__controls")).toBeHidden();
    const slides = slider.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBeGreaterThan(1);
    await expect(slides.nth(1).getByRole("link").first()).toBeAttached();
    await expect(page.locator(".home-hero__pause")).toHaveCount(0);
    const box = page.getByRole("searchbox", { name: "Zoek een voorstelling, artiest of pagina" });
    await box.fill("hamlet");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/zoeken\?q=hamlet$/);
  });
});
