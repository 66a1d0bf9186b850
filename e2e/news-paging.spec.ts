import { expectNoAxeViolations } from "./support";
import { expect, test } from "./test";

// Paging past the last news page is an address that does not exist: the site's 404 screen, not
// an empty list answering 200. Every page the pager offers still answers 200.
const SITES = {
  nl: { path: "/nieuws", pager: "Pagina's met nieuwsberichten", notFound: "Pagina niet gevonden" },
  en: { path: "/en/news", pager: "News pages", notFound: "Page not found" },
} as const;

for (const locale of ["nl", "en"] as const) {
  const site = SITES[locale];

  test.describe(`news paging (${locale})`, () => {
    test("page 99 is the 404 screen", async ({ page }) => {
      const response = await page.goto(`${site.path}?p=99`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.notFound);
      await expect(page.locator(".news-list__cards")).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test("the last page the pager offers answers 200, the one after it 404", async ({ page }) => {
      await page.goto(site.path);
      const pager = page.getByRole("navigation", { name: site.pager });
      // "Pagina 1 van 3" / "Page 1 of 3"
      const status = await pager.locator(".news-pager__status").textContent();
      const last = Number(/(\d+)\s*$/.exec(status ?? "")?.[1]);
      expect(last).toBeGreaterThan(1);

      const lastPage = await page.goto(`${site.path}?p=${last}`);
      expect(lastPage?.status()).toBe(200);
      await expect(page.locator("main .news-list__cards > li").first()).toBeVisible();

      const pastLast = await page.goto(`${site.path}?p=${last + 1}`);
      expect(pastLast?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.notFound);
    });

    test("a search paged past its results is 404 too, its first page 200", async ({ page }) => {
      expect((await page.goto(`${site.path}?q=zzzqqq`))?.status()).toBe(200);
      expect((await page.goto(`${site.path}?q=zzzqqq&p=2`))?.status()).toBe(404);
    });
  });
}
