import { expectNoAxeViolations, pageEffects } from "./support";
import { expect, test } from "./test";

test.describe("layout behaviour", () => {
  test("a video link opens the overlay with a privacy embed; Escape closes it", async ({
    page,
  }) => {
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ body: "<title>video</title>", contentType: "text/html" }),
    );
    await page.goto("/pagina/zakelijk");
    await pageEffects(page);
    await page.locator(".page-header__play").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute(
      "src",
      /youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
    );
    // Focus on the close button, not in the player: keys pressed in the player (another site's
    // page) never reach this page, so Escape would not close the overlay.
    await expect(dialog.getByRole("button", { name: "Video sluiten" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("a CMS editor sees the preview banner on unpublished content, never cached", async ({
    page,
    context,
    baseURL,
  }) => {
    const anonymous = await page.goto("/pagina/concept-nieuwe-zaal");
    expect(anonymous?.status()).toBe(404);
    await context.addCookies([{ name: "cms_session", value: "editor", url: baseURL ?? "" }]);
    const response = await page.goto("/pagina/concept-nieuwe-zaal");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(
      page.getByText("U bekijkt de site in voorbeeldmodus omdat u bent ingelogd in het CMS."),
    ).toBeVisible();
  });

  test("anonymous pages get CDN-friendly caching", async ({ page }) => {
    const response = await page.goto("/pagina/contact");
    // A copy served stale while the server refreshes it is shared for a shorter time, without
    // stale-while-revalidate (cache-headers.server.ts); which one a test sees depends on timing.
    expect(response?.headers()["cache-control"]).toMatch(
      /^public, max-age=0, s-maxage=\d+(, stale-while-revalidate=\d+)?, stale-if-error=\d+$/,
    );
  });

  test("the referral code is kept for the session: cookie and sessionStorage", async ({
    page,
    context,
  }) => {
    await page.goto("/pagina/contact?r=Zomer-Actie_2026!");
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("referralCode")))
      .toBe("zomeractie_2026");
    const cookie = (await context.cookies()).find((c) => c.name === "ref");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.expires).toBe(-1);
  });

  test("a URL hash scrolls to its element", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/pagina/over-ons#sponsors-heading");
    await expect(page.locator("#sponsors-heading")).toBeInViewport();
  });

  test("the header turns fixed and collapses after 120 px of scroll", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/pagina/over-ons");
    const header = page.locator(".site-header");
    await expect(header).not.toHaveClass(/is-collapsed/);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveClass(/is-collapsed/);
    await expect(header).toBeInViewport();
  });

  test("the external redirect notice is accessible", async ({ page }) => {
    // The notice moves on after 2 s, which a slow scan outlasts. Answered with 204 No Content,
    // that navigation leaves the notice where it is, so axe scans the notice and nothing else.
    let redirected = false;
    await page.route("https://example.org/**", (route) => {
      redirected = true;
      return route.fulfill({ status: 204 });
    });
    await page.goto("/kaartjes-extern");
    const notice = page.getByRole("heading", { name: "U wordt doorgestuurd..." });
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);
    await expect.poll(() => redirected).toBe(true);
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/kaartjes-extern$/);
  });

  test("English news item and FAQ pages pass axe at phone width", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/en/page/faq");
    await expectNoAxeViolations(page);
    await page.goto("/en/page/about-us");
    await expectNoAxeViolations(page);
  });
});
