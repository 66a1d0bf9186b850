import { expectNoAxeViolations } from "./support";
import { expect, test } from "./test";

test.describe("general page", () => {
  test("Dutch contact page with title, breadcrumbs and language", async ({ page }) => {
    const response = await page.goto("/pagina/contact");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page).toHaveTitle(/^Contact - /);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Kruimelpad" });
    await expect(crumbs.getByText("Home")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("English contact page", async ({ page }) => {
    await page.goto("/en/page/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the showcase page renders its widgets and drops nothing it can show", async ({ page }) => {
    await page.goto("/pagina/over-ons");
    await expect(page.locator(".content-block, .image-block").first()).toBeVisible();
    await expect(page.locator(".quote").first()).toBeVisible();
    await expect(page.locator(".person-group.many")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("FAQ: one question open at a time within a group", async ({ page }) => {
    await page.goto("/pagina/veelgestelde-vragen");
    await expect(page.locator(".content-page--faq")).toBeVisible();
    const category = page.locator(".faq-category[open]").first();
    const questions = category.locator(".faq-item > summary");
    await questions.nth(0).click();
    await questions.nth(1).click();
    await expect(category.locator(".faq-item[open]")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("external links in content open in a new tab with noopener", async ({ page }) => {
    await page.goto("/pagina/over-ons");
    const external = page.locator('main a[href^="http"]:not([href*="localhost"])');
    const count = await external.count();
    for (let i = 0; i < count; i++) {
      await expect(external.nth(i)).toHaveAttribute("target", "_blank");
      await expect(external.nth(i)).toHaveAttribute("rel", /noopener/);
    }
  });

  test("security headers are sent", async ({ page }) => {
    const response = await page.goto("/pagina/contact");
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["x-powered-by"]).toBeUndefined();
  });

  test("repeated slashes redirect to the collapsed path, keeping the query", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${baseURL}//pagina//contact?x=1`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/pagina/contact?x=1");
  });
});
