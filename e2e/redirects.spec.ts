import { expect, test } from "./test";

test.describe("catch-all redirects", () => {
  test("an internal redirect is an HTTP redirect to the target", async ({ page }) => {
    await page.goto("/oude-contactpagina");
    await expect(page).toHaveURL(/\/pagina\/contact$/);
  });

  test("an English redirect goes to the translated target", async ({ page }) => {
    await page.goto("/en/old-contact");
    await expect(page).toHaveURL(/\/en\/page\/contact$/);
  });

  test("a short URL redirects", async ({ page }) => {
    await page.goto("/kort/zomer");
    await expect(page).toHaveURL(/\/pagina\/over-ons$/);
  });

  test("an external redirect shows the notice, then moves on after 2 s", async ({ page }) => {
    await page.route("https://example.org/**", (route) =>
      route.fulfill({ body: "<title>Extern</title>", contentType: "text/html" }),
    );
    await page.goto("/kaartjes-extern");
    await expect(page.getByRole("heading", { name: "U wordt doorgestuurd..." })).toBeVisible();
    await page.waitForURL("https://example.org/**", { timeout: 5_000 });
  });

  test("a click-type redirect is not found", async ({ page }) => {
    const response = await page.goto("/klik-actie");
    expect(response?.status()).toBe(404);
  });

  test("the lookup is served as JSON", async ({ request }) => {
    const response = await request.get("/api/redirect?path=/oude-contactpagina");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      target: { kind: "internal", path: "/pagina/contact" },
    });
  });

  test("the lookup refuses anything but a path on this site with 400", async ({ request }) => {
    for (const path of ["", "x", "//evil.example", "/\\evil.example", "//evil.example%ff%fe"]) {
      const response = await request.get(`/api/redirect?path=${encodeURIComponent(path)}`);
      expect(response.status(), path).toBe(400);
    }
  });
});
