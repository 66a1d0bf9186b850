import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support";

test.describe("error screens", () => {
  test("unknown Dutch page: 404, 'Pagina niet gevonden', in the layout", async ({ page }) => {
    const response = await page.goto("/pagina/bestaat-echt-niet");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
    await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("URL no route matches, in English: 404 'Page not found'", async ({ page }) => {
    const response = await page.goto("/en/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });

  test("a CMS failure gives the 500 screen", async ({ page }) => {
    const response = await page.goto("/pagina/demo-fout-500");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Er is iets misgegaan. Probeer het later opnieuw.",
    );
    await expectNoAxeViolations(page);
  });

  test("an unknown widget kind gives the 500 screen", async ({ page }) => {
    const response = await page.goto("/pagina/demo-fout-widget");
    expect(response?.status()).toBe(500);
  });

  test("an English CMS failure speaks English", async ({ page }) => {
    const response = await page.goto("/en/page/demo-fout-500");
    expect([404, 500]).toContain(response?.status());
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
