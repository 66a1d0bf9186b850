// Without JavaScript no analytics runs, so a followed sales link carries no page-view id: the
// server's HTML never holds one (e2e/shared-documents.spec.ts has the browser's side).
import { expect, test } from "./test";

const ONE = "/voorstelling/jeroen-hartman-zondagskind";
const SHOP = "https://tickets.theater-amsterdam.example";

test("a sales link followed without JavaScript has no view id", async ({ page }) => {
  const visits: URL[] = [];
  await page.context().route(`${SHOP}/**`, (route) => {
    visits.push(new URL(route.request().url()));
    return route.fulfill({ contentType: "text/html", body: "<title>Shop</title>" });
  });
  await page.goto(ONE);
  const button = page.locator(".production-sales .sales-button");
  await expect(button).toHaveAttribute("href", new RegExp(`^${SHOP}/[^?]+$`));
  await button.click();
  await expect(page).toHaveTitle("Shop");
  expect(visits).toHaveLength(1);
  expect(visits[0]?.searchParams.has("view_id")).toBe(false);
});
