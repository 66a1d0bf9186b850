import { expectNoAxeViolations, firstListedUrl } from "./support";
import { expect, test } from "./test";

for (const [locale, list, news, dateFormat] of [
  ["nl", "news-page-list-nl", "Nieuws", /^[a-z]{2} \d{2} [a-z]+ \d{4} \d{2}:\d{2}$/],
  ["en", "news-page-list-en", "News", /^[A-Z][a-z]{2} \d{2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}$/],
] as const) {
  test(`news item (${locale}): date, breadcrumbs Home > ${news} > title`, async ({ page }) => {
    const url = await firstListedUrl(list);
    await page.goto(url);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    await expect(page.locator(".content-page__date time")).toHaveText(dateFormat);
    const crumbs = page.locator(".breadcrumbs li");
    await expect(crumbs).toHaveCount(3);
    await expect(crumbs.nth(1)).toHaveText(news);
    await expect(crumbs.nth(2)).toHaveText(heading ?? "");
    await expectNoAxeViolations(page);
  });
}
