import { expect, test } from "./test";

test("the language switch goes to the translated URL of the same page and back", async ({
  page,
}) => {
  await page.goto("/pagina/contact");
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/page\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  await page.getByRole("link", { name: "Nederlands" }).click();
  await expect(page).toHaveURL(/\/pagina\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
});
