import { expect, test } from "./test";

test.describe("news list without JavaScript", () => {
  test("the arrows page through the list", async ({ page }) => {
    await page.goto("/nieuws");
    const pager = page.getByRole("navigation", { name: "Pagina's met nieuwsberichten" });
    await pager.getByRole("link", { name: "Volgende pagina" }).click();
    await expect(page).toHaveURL("/nieuws?p=2");
    await expect(pager.locator('[aria-current="page"]')).toHaveAccessibleName("Pagina 2");
    await pager.getByRole("link", { name: "Vorige pagina" }).click();
    await expect(page).toHaveURL("/nieuws");
  });

  test("tag filter and reset are links; the search box is a GET form keeping the tag", async ({
    page,
  }) => {
    await page.goto("/en/news");
    await page
      .getByRole("navigation", { name: "Filter by topic" })
      .getByRole("link", { name: "Shows" })
      .click();
    await expect(page).toHaveURL("/en/news?tag=voorstellingen");
    await expect(page.getByText("You have filtered on:")).toBeVisible();
    await expect(page.locator(".news-list__cards > li").first()).toBeVisible();

    const box = page.getByRole("searchbox", { name: "Search the news" });
    await box.fill("season");
    await box.press("Enter");
    await expect(page).toHaveURL("/en/news?q=season&tag=voorstellingen");
    await expect(box).toHaveValue("season");

    await page.getByRole("link", { name: "Remove filter Shows" }).click();
    await expect(page).toHaveURL("/en/news?q=season");
    await expect(page.getByRole("link", { name: "Remove filter Shows" })).toHaveCount(0);
  });

  test("a bad page number is page 1", async ({ page }) => {
    const response = await page.goto("/nieuws?p=-1");
    expect(response?.status()).toBe(200);
    await expect(page.locator(".news-list__cards > li")).toHaveCount(10);
  });
});
