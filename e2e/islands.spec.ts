// Deferred islands (app/components/runtime/deferred-island.tsx, decision 0021): sections below the first
// screen stay the server's HTML, without their code, until they come near; then they hydrate in
// place. Things happening elsewhere on the page (a client-side navigation, a heart) do not wake
// them, and a section reached before its code works as plain HTML.
import type { Page } from "@playwright/test";
import { expect, test } from "./test";

const footerChunk = (url: string | URL) =>
  /\/build\/_shared\/site-footer-[\w-]+\.js$/.test(String(url));

function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  return urls;
}

test.describe("deferred islands", () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test("the footer's code comes when the footer comes near, and it hydrates in place", async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    await page.goto("/nieuws");
    await page.waitForLoadState("networkidle");
    const island = page.locator(".island:has(> .site-footer)");
    await expect(island).not.toHaveAttribute("data-live");
    expect(scripts.filter(footerChunk)).toEqual([]);
    const heading = await page.locator(".site-footer h2").first().elementHandle();

    await page.locator(".site-footer").scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute("data-live", "true");
    expect(scripts.filter(footerChunk)).toHaveLength(1);
    // The same node as before: hydrated, not drawn again.
    expect(await heading?.evaluate((node) => node.isConnected)).toBe(true);
  });

  test("the home page's lower sections wait while the first screen is read", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    for (const inside of [".home-news", ".site-footer"])
      await expect(page.locator(`.island:has(${inside})`)).not.toHaveAttribute("data-live");
  });

  test("a client-side navigation leaves a footer without code as it is", async ({ page }) => {
    const scripts = scriptsRequested(page);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/nieuws");
    await page.waitForLoadState("networkidle");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    await page.getByRole("navigation", { name: "Kruimelpad" }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveURL(/\/$/);
    expect(documents).toEqual([]);
    await expect(page.locator(".site-footer")).toHaveCount(1);
    expect(errors).toEqual([]);
    // The menus and footer came again with the new page's data, the same content: the footer
    // is still the server's HTML, its code not fetched, its links plain links.
    await expect(page.locator(".island:has(> .site-footer)")).not.toHaveAttribute("data-live");
    expect(scripts.filter(footerChunk)).toEqual([]);
    await expect(page.locator(".site-footer a[href]").first()).toBeAttached();
  });

  test("without its code yet, the footer sign-up is a plain form that still works", async ({
    page,
  }) => {
    // Keep the footer's code from arriving: the form is then the server's plain POST.
    await page.route(footerChunk, (route) => route.abort());
    await page.goto("/pagina/contact");
    await page.waitForLoadState("networkidle");
    const block = page.locator(".newsletter-signup");
    await block.getByLabel("E-mailadres").fill(`e2e-island-${Date.now()}@example.nl`);
    await block.getByRole("button", { name: "Aanmelden" }).click();
    await expect(page).toHaveURL(/nieuwsbrief=/);
    await expect(page.locator(".newsletter-signup").getByRole("status")).toBeVisible();
  });
});
